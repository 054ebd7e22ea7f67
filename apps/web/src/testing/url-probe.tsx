import { screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';

/** Shows the URL query a test's page is at (`urlQuery()`), and a Back button that goes back in history. */
export function UrlProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The query of the URL the UrlProbe shows ('?q=…', '' without one). */
export const urlQuery = () => screen.getByTestId('search').textContent;
