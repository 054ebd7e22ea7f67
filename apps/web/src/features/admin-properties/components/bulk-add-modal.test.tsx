import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { adminProperties } from '../testing/admin-property-fixtures';
import { BulkAddModal, isExportFile } from './bulk-add-modal';
import { PropertiesTab } from './properties-tab';

const exportFile = () => new File(['{"messages": []}'], 'result.json', { type: 'application/json' });

const result = {
  total_messages: 240,
  properties_created: 31,
  properties_failed: 12,
  errors: Array.from({ length: 12 }, (_, i) => ({
    message_id: 1000 + i,
    chat: 'Dubai Deals',
    error: `No price found ${i + 1}`,
  })),
  skipped: { not_ads: 40, duplicates: 5, service_messages: 3, without_text: 2 },
  images_attached: 87,
};

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Export file'), { target: { files: [file] } });
const importButton = () => screen.getByRole('button', { name: 'Upload and Import' });

describe('BulkAddModal', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
  });

  it('accepts JSON and ZIP exports only', () => {
    expect(isExportFile(exportFile())).toBe(true);
    expect(isExportFile(new File([''], 'export.json', { type: '' }))).toBe(true);
    expect(isExportFile(new File([''], 'Export.ZIP', { type: '' }))).toBe(true);
    expect(isExportFile(new File([''], 'export', { type: 'application/x-zip-compressed' }))).toBe(true);
    expect(isExportFile(new File([''], 'notes.txt', { type: 'text/plain' }))).toBe(false);
  });

  it('asks for a file, and refuses one that is not an export', async () => {
    const calls = mockApi({});
    const { user } = renderWithApp(<BulkAddModal onClose={() => undefined} />);
    expect(screen.getByLabelText('Export file')).toHaveAttribute(
      'accept',
      expect.stringContaining('.json,.zip'),
    );
    expectNoBrowserValidation(importButton().closest('form'));
    await user.click(importButton());
    const input = screen.getByLabelText('Export file');
    await waitFor(() => expectInlineError(input, 'Please select a JSON file'));
    expect(input).toHaveFocus();

    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expectInlineError(input, 'Please upload a JSON file'));
    // The refused file's reason stays when the admin tries to import anyway.
    await user.click(importButton());
    expectInlineError(input, 'Please upload a JSON file');
    expect(calls).toHaveLength(0);

    chooseFile(exportFile());
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please upload a JSON file')).not.toBeInTheDocument();
  });

  it('uploads the file and shows what the import did', async () => {
    const sent: FormData[] = [];
    mockApi({
      'POST /api/admin/bulk-add': (init) => {
        sent.push(init?.body as FormData);
        return { body: { job_id: 'job-1', ...result } };
      },
    });
    const { user } = renderWithApp(<BulkAddModal onClose={() => undefined} />);
    chooseFile(exportFile());
    await user.click(importButton());

    const view = await screen.findByRole('region', { name: 'Import finished' });
    expect((sent[0]?.get('file') as File).name).toBe('result.json');
    const stat = (label: string) => within(view).getByText(label).nextElementSibling?.textContent;
    expect(stat('Total messages')).toBe('240');
    expect(stat('Created')).toBe('31');
    expect(stat('Failed')).toBe('12');
    expect(stat('Skipped')).toBe('50');
    expect(stat('Images attached')).toBe('87');
    expect(within(view).getByText('Not property ads: 40')).toBeInTheDocument();
    expect(within(view).getByText('Already imported: 5')).toBeInTheDocument();
    const errors = within(within(view).getByRole('list', { name: 'Import errors' })).getAllByRole('listitem');
    expect(errors).toHaveLength(10);
    expect(errors[0]).toHaveTextContent('Message 1000 in Dubai Deals: No price found 1');
    expect(within(view).getByText(/first 10 of 12/)).toBeInTheDocument();
    expect(screen.getByText('Import finished: 31 created')).toBeInTheDocument();
  });

  it('follows a long import with a progress bar until it is done', async () => {
    let polls = 0;
    mockApi({
      'POST /api/admin/bulk-add': {
        status: 202,
        body: { job_id: 'job-7', status: 'running', processed: 0, total: 240 },
      },
      'GET /api/admin/bulk-add/job-7': () => {
        polls += 1;
        return polls === 1
          ? { body: { job_id: 'job-7', status: 'running', processed: 120, total: 240 } }
          : { body: { job_id: 'job-7', status: 'done', processed: 240, total: 240, result } };
      },
    });
    const { user } = renderWithApp(<BulkAddModal onClose={() => undefined} />);
    chooseFile(exportFile());
    await user.click(importButton());

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '120'));
    expect(bar).toHaveAttribute('aria-valuemax', '240');
    expect(screen.getByText('120 of 240 messages (50%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();

    expect(
      await screen.findByRole('region', { name: 'Import finished' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(polls).toBe(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports an import that stopped on the server with its reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /api/admin/bulk-add': {
        status: 202,
        body: { job_id: 'job-9', status: 'running', processed: 10, total: 90 },
      },
      'GET /api/admin/bulk-add/job-9': {
        body: {
          job_id: 'job-9',
          status: 'failed',
          processed: 40,
          total: 90,
          error: 'The export could not be read',
        },
      },
    });
    const { user } = renderWithApp(<BulkAddModal onClose={() => undefined} />);
    chooseFile(exportFile());
    await user.click(importButton());
    expect(
      await screen.findByText('The export could not be read', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import finished' })).not.toBeInTheDocument();
    expect(importButton()).toBeEnabled();
  });

  it('shows the server reason when the upload is refused, and a generic message otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = {
      status: 409,
      body: { detail: 'Two imports are already running. Please wait for one of them to finish' },
    };
    mockApi({ 'POST /api/admin/bulk-add': () => answer });
    const { user } = renderWithApp(<BulkAddModal onClose={() => undefined} />);
    chooseFile(exportFile());
    await user.click(importButton());
    expect(await screen.findByText(/Two imports are already running/)).toBeInTheDocument();

    answer = { status: 200, body: { detail: '' } };
    await user.click(importButton());
    expect(await screen.findByText('Failed to process bulk upload')).toBeInTheDocument();
  });

  it('reloads the properties list after an import', async () => {
    const calls = mockApi({
      'GET /api/admin/properties': { body: adminProperties },
      'POST /api/admin/bulk-add': { body: { job_id: 'job-1', ...result } },
    });
    const { user } = renderWithApp(<PropertiesTab owner />);
    await user.click(await screen.findByRole('button', { name: 'Bulk Add' }));
    chooseFile(exportFile());
    await user.click(importButton());
    await screen.findByRole('region', { name: 'Import finished' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/properties')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
