import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

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

  it('shows the placeholder when there is no image', () => {
    render(<Carousel images={[]} label="Photos" placeholder={<p>No photos yet</p>} />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
