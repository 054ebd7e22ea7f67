import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MemoryRouter } from 'react-router';

import { Carousel } from './carousel';

const images = [
  { src: '/uploads/a.webp', alt: 'Living room', width: 1600, height: 1200 },
  { src: '/uploads/b.webp', alt: 'Bedroom', width: 1600, height: 1200 },
  { src: '/uploads/c.webp', alt: 'View', width: 1600, height: 1200 },
];

describe('Carousel', () => {
  it('shows no arrows for a single image, with its dimensions and lazy loading', () => {
    render(<Carousel images={images.slice(0, 1)} label="Photos" placeholder={<p>none</p>} />);
    const img = screen.getByRole('img', { name: 'Living room' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
  });

  it('moves forward and backward through the images, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Carousel images={images} label="Photos" showCount placeholder={<p>none</p>} />);
    expect(screen.getByText('1 / 3', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Bedroom' })).toHaveAttribute('src', '/uploads/b.webp');
    expect(screen.getByText('2 / 3', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'View' })).toBeInTheDocument();
  });

  it('does not let arrow clicks reach a surrounding link', async () => {
    const user = userEvent.setup();
    const onLinkClick = vi.fn();
    render(
      <div onClick={onLinkClick}>
        <Carousel images={images} label="Photos" placeholder={<p>none</p>} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(onLinkClick).not.toHaveBeenCalled();
  });

  it('offers the other sizes of a picture, and files for some screens in a <picture>', () => {
    const { container } = render(
      <Carousel
        images={[
          {
            ...images[0]!,
            srcSet: '/uploads/a-card.webp 640w, /uploads/a.webp 1600w',
            sizes: '100vw',
            sources: [{ media: '(max-width: 47.99rem)', srcSet: '/uploads/a-card.webp' }],
          },
        ]}
        label="Photos"
        priority
        placeholder={<p>none</p>}
      />,
    );
    const img = screen.getByRole('img', { name: 'Living room' });
    expect(img).toHaveAttribute('srcset', '/uploads/a-card.webp 640w, /uploads/a.webp 1600w');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-width: 47.99rem)');
    expect(source).toHaveAttribute('srcset', '/uploads/a-card.webp');
    expect(img.parentElement?.tagName).toBe('PICTURE');
  });

  it('changes the photo with a swipe, left for the next and right for the previous, not with a scroll', () => {
    render(<Carousel images={images} label="Photos" showCount placeholder={<p>none</p>} />);
    const region = screen.getByRole('region', { name: 'Photos' });
    const swipe = (fromX: number, toX: number, fromY = 100, toY = 100) => {
      fireEvent.pointerDown(region, { clientX: fromX, clientY: fromY, isPrimary: true });
      fireEvent.pointerUp(region, { clientX: toX, clientY: toY, isPrimary: true });
    };
    swipe(300, 100);
    expect(screen.getByRole('img', { name: 'Bedroom' })).toBeInTheDocument();
    swipe(100, 300);
    swipe(100, 300);
    expect(screen.getByRole('img', { name: 'View' })).toBeInTheDocument();
    // Too short, or more up than across (the page scrolling): the photo stays.
    swipe(200, 170);
    swipe(200, 140, 100, 400);
    expect(screen.getByRole('img', { name: 'View' })).toBeInTheDocument();
  });

  it('changes the photo with the arrow keys once focus is in the gallery', async () => {
    const user = userEvent.setup();
    render(<Carousel images={images} label="Photos" placeholder={<p>none</p>} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img', { name: 'View' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Bedroom' })).toBeInTheDocument();
  });

  it('with a link, a tap on the photo follows it and the click ending a swipe does not', async () => {
    const user = userEvent.setup();
    const onLinkClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <MemoryRouter>
        <div onClick={onLinkClick}>
          <Carousel
            images={images}
            label="Photos"
            href="/property/p1"
            arrowsInTabOrder={false}
            placeholder={<p>none</p>}
          />
        </div>
      </MemoryRouter>,
    );
    // For the pointer only: the card's title is the link assistive technology and the keyboard reach.
    const photoLink = container.querySelector('a')!;
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(photoLink).toHaveAttribute('aria-hidden', 'true');
    expect(photoLink).toHaveAttribute('href', '/property/p1');
    expect(photoLink).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveAttribute('tabindex', '-1');

    const region = screen.getByRole('region', { name: 'Photos' });
    fireEvent.pointerDown(region, { clientX: 300, clientY: 50, isPrimary: true });
    fireEvent.pointerUp(region, { clientX: 120, clientY: 60, isPrimary: true });
    expect(screen.getByRole('img', { name: 'Bedroom', hidden: true })).toBeInTheDocument();
    fireEvent.click(photoLink);
    expect(onLinkClick).not.toHaveBeenCalled();

    await user.click(photoLink);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });

  it('opens the shown photo with a click or Enter, but not with the click ending a drag', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Carousel images={images} label="Photos" showCount placeholder={<p>none</p>} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' }));
    expect(onOpen).toHaveBeenLastCalledWith(0);

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    const photo = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' });
    photo.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(1);

    const region = screen.getByRole('region', { name: 'Photos' });
    fireEvent.pointerDown(region, { clientX: 300, clientY: 50, isPrimary: true });
    fireEvent.pointerUp(region, { clientX: 120, clientY: 60, isPrimary: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 3 of 3 full screen' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows the placeholder when there is no image', () => {
    render(<Carousel images={[]} label="Photos" placeholder={<p>No photos yet</p>} />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
