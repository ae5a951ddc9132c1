import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from '../../src/screens/generic/hover-tooltip';

describe('a tooltip mounted on first hover', () => {
  it('shows nothing until the pointer comes, then its title, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    const onMouseEnter = vi.fn();
    render(
      <HoverTooltip title="Edit">
        <Button aria-label="Edit" onMouseEnter={onMouseEnter} />
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    // The element's own handler still runs.
    expect(onMouseEnter).toHaveBeenCalledTimes(1);

    // The pointer leaves the element now under it (the Tooltip's).
    const wrapped = screen.getByRole('button', { name: 'Edit' });
    await user.hover(wrapped);
    await user.unhover(wrapped);
    await vi.waitFor(() => expect(wrapped).not.toHaveClass('ant-tooltip-open'));
  });

  it('keeps a keyboard user on the element, named by its label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <HoverTooltip title="Delete">
        <Button aria-label="Delete" onClick={onClick} />
      </HoverTooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    // A pointer over the focused element mounts its tooltip and leaves the focus on it.
    await user.hover(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
