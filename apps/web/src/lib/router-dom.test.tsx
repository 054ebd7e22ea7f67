import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { BrowserRouter, Link, useSearchParams } from './router-dom';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname + location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p data-testid="q">{params.get('q') ?? '-'}</p>
      <button type="button" onClick={() => setParams((current) => ({ q: `${current.get('q')}!` }))}>
        more
      </button>
    </>
  );
}

describe('Link', () => {
  it('is a link with its href that a plain click follows in the app, with its state', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/property/7" state={{ from: '/' }} className="card">
          Open
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('href', '/property/7');
    expect(link).toHaveClass('card');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/property/7 {"from":"/"}');
  });

  it('leaves a modified or middle click, and a link with a target, to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Where />
      </MemoryRouter>,
    );
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), click)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/ /);
  });
});

describe('useSearchParams', () => {
  it('reads the query and navigates to a new one', () => {
    render(
      <MemoryRouter initialEntries={['/?q=marina']}>
        <Query />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('q')).toHaveTextContent('marina');
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByTestId('q')).toHaveTextContent('marina!');
    expect(screen.getByTestId('where')).toHaveTextContent('/?q=marina%21');
  });
});

describe('BrowserRouter', () => {
  it("shows the browser's address and follows a link and the Back button", async () => {
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/start" element={<Link to="/next">Next</Link>} />
          <Route path="/next" element={<p>Arrived</p>} />
        </Routes>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/next');
    window.history.back();
    expect(await screen.findByRole('link', { name: 'Next' })).toBeInTheDocument();
  });
});
