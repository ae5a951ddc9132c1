import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkFiles, formatSize, isTypeAllowed } from '../../src/shell/file-upload/check-files';
import { FileUpload, type FileUploadProps } from '../../src/shell/file-upload/file-upload';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [12_515, '12.2 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024 * 1024, '5 GB'],
  ])('%i bytes read %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));
});

describe('allowed types', () => {
  const pdf = file('Contract.PDF', 'application/pdf', 10);
  it('takes extensions, exact types and wildcard groups', () => {
    expect(isTypeAllowed(pdf, ['.pdf'])).toBe(true);
    expect(isTypeAllowed(pdf, ['application/pdf'])).toBe(true);
    expect(isTypeAllowed(file('a.png', 'image/png', 1), ['image/*'])).toBe(true);
    expect(isTypeAllowed(pdf, ['image/*', '.docx'])).toBe(false);
  });
});

describe('checking picked files', () => {
  const rules = { allowedTypes: ['image/*', '.pdf'], maxBytes: 1024, maxFiles: 2 };

  it('refuses a wrong type with its message', () => {
    const result = checkFiles([file('notes.txt', 'text/plain', 10)], [], rules);
    expect(result.errors).toEqual(['notes.txt: Invalid file type, allowed file types: image/*, .pdf.']);
    expect(result.accepted).toEqual([]);
  });

  it('refuses a file too large with the limit in 1024 steps', () => {
    const result = checkFiles([file('scan.pdf', 'application/pdf', 2048)], [], rules);
    expect(result.errors).toEqual(['scan.pdf: Invalid file size, file size should be smaller than 1 KB.']);
  });

  it('refuses a selection over the count limit', () => {
    const picked = ['a', 'b', 'c'].map((name) => file(`${name}.png`, 'image/png', 10));
    expect(checkFiles(picked, [], rules).errors).toEqual(['Maximum number of files exceeded, limit is 2 at most.']);
  });

  it('ignores duplicates (same name, type and size)', () => {
    const kept = file('a.png', 'image/png', 10);
    const result = checkFiles([file('a.png', 'image/png', 10), file('a.png', 'image/png', 11)], [kept], rules);
    expect(result.accepted.map((accepted) => accepted.size)).toEqual([11]);
    expect(result.errors).toEqual([]);
  });
});

const Harness = (props: Omit<FileUploadProps, 'value' | 'onChange'>) => {
  const [files, setFiles] = useState<File[]>([]);
  return <FileUpload {...props} value={files} onChange={setFiles} />;
};

const drop = (files: File[]) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });

describe('file upload control', () => {
  it('lists accepted files with their size', async () => {
    render(<Harness allowedTypes={['.pdf']} maxBytes={10 * 1024} />);
    drop([file('offer.pdf', 'application/pdf', 1536)]);
    expect(await screen.findByText('offer.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
  });

  it('shows the refusal messages and keeps the rest', async () => {
    render(<Harness allowedTypes={['image/*']} maxBytes={1024} />);
    drop([file('big.png', 'image/png', 4096), file('doc.txt', 'text/plain', 1), file('ok.png', 'image/png', 5)]);
    expect(await screen.findByText('big.png: Invalid file size, file size should be smaller than 1 KB.')).toBeInTheDocument();
    expect(screen.getByText('doc.txt: Invalid file type, allowed file types: image/*.')).toBeInTheDocument();
    expect(screen.getByText('ok.png')).toBeInTheDocument();
  });

  it('refuses more files than allowed', async () => {
    render(<Harness maxFiles={1} />);
    drop([file('a.pdf', 'application/pdf', 1), file('b.pdf', 'application/pdf', 1)]);
    expect(await screen.findByText('Maximum number of files exceeded, limit is 1 at most.')).toBeInTheDocument();
  });

  it('ignores a file picked twice', async () => {
    render(<Harness />);
    drop([file('a.pdf', 'application/pdf', 3)]);
    await screen.findByText('a.pdf');
    drop([file('a.pdf', 'application/pdf', 3)]);
    await waitFor(() => expect(screen.getAllByText('a.pdf')).toHaveLength(1));
  });
});
