import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from '../../src/screens/generic/record-actions';

describe("a table row's Show, Edit and Delete", () => {
  it('name each button and give the same words as its hover text, without a tooltip to set up', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <RowActions record={{ id: 7 }} showRoute="/admin/employees/:id" onEdit={onEdit} onDelete={onDelete} />
      </MemoryRouter>,
    );
    const show = screen.getByRole('link', { name: 'Show' });
    expect(show).toHaveAttribute('href', '/admin/employees/7');
    expect(show).toHaveAttribute('title', 'Show');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('title', 'Edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('title', 'Delete');

    // Keyboard: the link, then Edit, then Delete (the button inside the link is not a second stop).
    const user = userEvent.setup();
    await user.tab();
    expect(show).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(7);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.hover(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
