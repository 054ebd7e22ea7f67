import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import {
  demoStatus,
  doneJob,
  doneRentJob,
  importedStatus,
  rentJob,
  rentsImportedStatus,
  uploadJob,
} from '../testing/market-fixtures';
import { DEMO_NOTICE, RENTS_DEMO_NOTICE } from './demo-data-notice';
import { MarketDataTab, RENTS_SOURCE_NOTE, SOURCE_NOTE } from './market-data-tab';
import { isCsvFile } from './market-upload-form';

const STATUS = 'GET /api/admin/market/status';
const UPLOAD = 'POST /api/admin/market/imports';
const JOB = 'GET /api/admin/market/imports/job-1';

const csv = () => new File(['transaction_id,instance_date\n'], 'transactions.csv', { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('DLD transactions file (CSV)');
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('MarketDataTab', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
  });

  it('says what is loaded, that it is the demo sample, and where the data comes from', async () => {
    const calls = mockApi({ [STATUS]: { body: demoStatus } });
    renderWithApp(<MarketDataTab />);

    expect(await screen.findByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(screen.getByText(SOURCE_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Sales loaded').nextElementSibling).toHaveTextContent('480');
    expect(screen.getByText('Sale dates').nextElementSibling).toHaveTextContent(/1 Feb 2024 → 28 Dec 2025/);
    const lastImport = screen.getByText('Last import').parentElement;
    expect(lastImport).toHaveTextContent('Generated demo sample (not real DLD data)');
    expect(lastImport).toHaveTextContent(/5 Jan 2026, .* generated demo sample · Done/);
    expect(calls[0]?.headers.Authorization).toBe('Bearer admin-jwt');
  });

  it('shows no demo notice once real sales are loaded', async () => {
    mockApi({ [STATUS]: { body: importedStatus } });
    renderWithApp(<MarketDataTab />);
    expect(await screen.findByText('transactions.csv')).toBeInTheDocument();
    expect(screen.getByText('Last import').parentElement).toHaveTextContent(
      '1,200 rows read · 900 added · 50 skipped',
    );
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
    // The communities no loaded sale is in, behind a disclosure.
    const without = screen.getByText('No sales loaded in 2 communities');
    expect(screen.getByText('Al Furjan · Arjan')).not.toBeVisible();
    await userEvent.click(without);
    expect(screen.getByText('Al Furjan · Arjan')).toBeVisible();
  });

  it('offers Retry when the status cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answers = 0;
    mockApi({
      [STATUS]: () => (++answers === 1 ? { status: 503, body: { detail: 'Down' } } : { body: demoStatus }),
    });
    const { user } = renderWithApp(<MarketDataTab />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the market data");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts CSV files only', () => {
    expect(isCsvFile(csv())).toBe(true);
    expect(isCsvFile(new File([''], 'Transactions.CSV', { type: 'application/vnd.ms-excel' }))).toBe(true);
    expect(isCsvFile(new File([''], 'export', { type: 'text/csv' }))).toBe(true);
    expect(isCsvFile(new File([''], 'result.json', { type: 'application/json' }))).toBe(false);
  });

  it('asks for a file under the field, and refuses one that is not a CSV', async () => {
    const calls = mockApi({ [STATUS]: { body: demoStatus } });
    const { user } = renderWithApp(<MarketDataTab />);
    await screen.findByText(DEMO_NOTICE);
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
    expectNoBrowserValidation(importButton().closest('form'));

    await user.click(importButton());
    await waitFor(() => expectInlineError(fileInput(), 'Please select a CSV file'));
    expect(fileInput()).toHaveFocus();

    choose(new File(['{}'], 'result.json', { type: 'application/json' }));
    await waitFor(() => expectInlineError(fileInput(), 'Please upload a CSV file'));
    await user.click(importButton());
    expectInlineError(fileInput(), 'Please upload a CSV file');

    choose(csv());
    expect(fileInput()).toHaveAttribute('aria-invalid', 'false');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('uploads a file, shows the progress while it runs, then what it added and skipped', async () => {
    const sent: FormData[] = [];
    let polls = 0;
    let imported = false;
    mockApi({
      [STATUS]: () => ({ body: imported ? importedStatus : demoStatus }),
      [UPLOAD]: (init) => {
        sent.push(init?.body as FormData);
        return { status: 202, body: { job_id: 'job-1' } };
      },
      [JOB]: () => {
        polls += 1;
        if (polls === 1)
          return { body: uploadJob({ bytes_read: 1_000_000, rows_read: 600, rows_added: 450 }) };
        imported = true;
        return { body: doneJob };
      },
    });
    const { user } = renderWithApp(<MarketDataTab />);
    await screen.findByText(DEMO_NOTICE);
    choose(csv());
    await user.click(importButton());

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect((sent[0]?.get('file') as File).name).toBe('transactions.csv');
    expect(bar).toHaveAttribute('aria-valuenow', '1000000');
    expect(bar).toHaveAttribute('aria-valuemax', '2000000');
    expect(screen.getByText(/50% of 1\.9 MB read · 600 rows read, 450 added so far/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();

    const result = await screen.findByRole('region', { name: 'Import finished' }, { timeout: 3000 });
    const stat = (label: string) => within(result).getByText(label).nextElementSibling?.textContent;
    expect(stat('Rows read')).toBe('1,200');
    expect(stat('Added')).toBe('900');
    expect(stat('Already stored')).toBe('250');
    expect(stat('Skipped')).toBe('50');
    const reasons = within(within(result).getByRole('list', { name: 'Skipped rows by reason' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'Not a sale (mortgages, gifts): 30',
      'Outlier price per m²: 12',
      'Not a home (land, buildings, offices, shops): 8',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    // The status is loaded again: the demo sample is gone.
    await waitFor(() => expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument());
    expect(screen.getByText('Sales loaded').nextElementSibling).toHaveTextContent('900');
  });

  it('shows why an import failed', async () => {
    mockApi({
      [STATUS]: { body: demoStatus },
      [UPLOAD]: { status: 202, body: { job_id: 'job-1' } },
      [JOB]: {
        body: uploadJob({
          status: 'failed',
          error: 'This is not a DLD transactions file: the columns transaction_id, instance_date are missing',
        }),
      },
    });
    const { user } = renderWithApp(<MarketDataTab />);
    await screen.findByText(DEMO_NOTICE);
    choose(csv());
    await user.click(importButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Import failed');
    expect(alert).toHaveTextContent('the columns transaction_id, instance_date are missing');
    expect(screen.queryByRole('region', { name: 'Import finished' })).not.toBeInTheDocument();
  });

  it("tells the server's reason when an import is already running", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const busy = 'A market data import is already running. Please wait for it to finish';
    mockApi({
      [STATUS]: { body: demoStatus },
      [UPLOAD]: { status: 409, body: { detail: busy } },
    });
    const { user } = renderWithApp(<MarketDataTab />);
    await screen.findByText(DEMO_NOTICE);
    choose(csv());
    await user.click(importButton());
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a refused upload under the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [STATUS]: { body: demoStatus },
      [UPLOAD]: { status: 400, body: { detail: 'Please upload a CSV file' } },
    });
    const { user } = renderWithApp(<MarketDataTab />);
    await screen.findByText(DEMO_NOTICE);
    choose(csv());
    await user.click(importButton());
    await waitFor(() => expectInlineError(fileInput(), 'Please upload a CSV file'));
  });

  it('follows an import that was already running when the tab opened', async () => {
    let polls = 0;
    mockApi({
      [STATUS]: () => ({
        body: polls < 2 ? { ...demoStatus, last_import: uploadJob({ bytes_read: 500_000 }) } : importedStatus,
      }),
      [JOB]: () => {
        polls += 1;
        return { body: polls === 1 ? uploadJob({ bytes_read: 500_000 }) : doneJob };
      },
    });
    renderWithApp(<MarketDataTab />);
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Import finished' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});

describe('MarketDataTab, rent contracts', () => {
  const RENT_UPLOAD = 'POST /api/admin/market/rent-imports';
  const RENT_JOB = 'GET /api/admin/market/rent-imports/rent-job-1';
  const rentsCard = () => within(screen.getByRole('region', { name: 'Rent contracts (Ejari)' }));
  const rentFile = () =>
    new File(['contract_id,contract_start_date\n'], 'rent_contracts.csv', { type: 'text/csv' });

  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
  });

  it('says what rent contracts are loaded, that they are the demo sample, and where they come from', async () => {
    mockApi({ [STATUS]: { body: importedStatus } });
    renderWithApp(<MarketDataTab />);
    expect(await screen.findByText(RENTS_DEMO_NOTICE)).toBeInTheDocument();
    // Real sales, demo rents: each says its own.
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
    const card = rentsCard();
    expect(card.getByText(RENTS_SOURCE_NOTE)).toBeInTheDocument();
    expect(card.getByText('Rent contracts loaded').nextElementSibling).toHaveTextContent('360');
    expect(card.getByText('Contract start dates').nextElementSibling).toHaveTextContent(
      /1 Mar 2024 → 20 Dec 2025/,
    );
    expect(card.getByText('Last rent contracts import').parentElement).toHaveTextContent(
      /Generated demo sample \(not real Ejari data\).*generated demo sample · Done/,
    );
    expect(card.queryByText('Sales loaded')).not.toBeInTheDocument();
  });

  it('uploads a rent contracts file to its own route, shows the progress, then what it added and skipped by reason', async () => {
    const sent: FormData[] = [];
    let polls = 0;
    let imported = false;
    const calls = mockApi({
      [STATUS]: () => ({ body: imported ? rentsImportedStatus : importedStatus }),
      [RENT_UPLOAD]: (init) => {
        sent.push(init?.body as FormData);
        return { status: 202, body: { job_id: 'rent-job-1' } };
      },
      [RENT_JOB]: () => {
        polls += 1;
        if (polls === 1) return { body: rentJob({ bytes_read: 2_000_000, rows_read: 500, rows_added: 350 }) };
        imported = true;
        return { body: doneRentJob };
      },
    });
    const { user } = renderWithApp(<MarketDataTab />);
    await screen.findByText(RENTS_DEMO_NOTICE);
    fireEvent.change(screen.getByLabelText('Ejari rent contracts (CSV)'), {
      target: { files: [rentFile()] },
    });
    await user.click(screen.getByRole('button', { name: 'Import rent contracts' }));

    const bar = await screen.findByRole('progressbar', { name: 'Rent contracts import progress' });
    expect((sent[0]?.get('file') as File).name).toBe('rent_contracts.csv');
    expect(bar).toHaveAttribute('aria-valuenow', '2000000');
    expect(bar).toHaveAttribute('aria-valuemax', '4000000');
    expect(
      rentsCard().getByText(/50% of 3\.8 MB read · 500 rows read, 350 added so far/),
    ).toBeInTheDocument();
    // The sales' upload is another: its button stays as it was.
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    const result = await screen.findByRole(
      'region',
      { name: 'Rent contracts import finished' },
      { timeout: 3000 },
    );
    const stat = (label: string) => within(result).getByText(label).nextElementSibling?.textContent;
    expect(stat('Rows read')).toBe('1,000');
    expect(stat('Added')).toBe('700');
    expect(stat('Already stored or repeated')).toBe('200');
    expect(stat('Skipped')).toBe('100');
    const reasons = within(within(result).getByRole('list', { name: 'Skipped rows by reason' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'Not a home (offices, shops, commercial use, staff accommodation, labour camps): 70',
      'Outlier annual rent: 29',
      'Line over 64 KB: 1',
    ]);
    expect(calls.filter((call) => call.path === '/api/admin/market/imports')).toHaveLength(0);

    // The status is loaded again: the demo rents are gone.
    await waitFor(() => expect(screen.queryByText(RENTS_DEMO_NOTICE)).not.toBeInTheDocument());
    expect(rentsCard().getByText('Rent contracts loaded').nextElementSibling).toHaveTextContent('700');
    expect(screen.queryByRole('region', { name: 'Import finished' })).not.toBeInTheDocument();
  });

  it('follows a rent contracts import that was already running when the tab opened', async () => {
    let polls = 0;
    const running = rentJob({ bytes_read: 1_000_000 });
    mockApi({
      [STATUS]: () => ({
        body:
          polls < 2
            ? { ...importedStatus, rents: { ...importedStatus.rents, last_import: running } }
            : rentsImportedStatus,
      }),
      [RENT_JOB]: () => {
        polls += 1;
        return { body: polls === 1 ? running : doneRentJob };
      },
    });
    renderWithApp(<MarketDataTab />);
    expect(
      await screen.findByRole('progressbar', { name: 'Rent contracts import progress' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Rent contracts import finished' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
