import { fireEvent, render, screen } from '@testing-library/react';

import { FallbackImage } from '@/components/FallbackImage';

const fallback = <span>No picture</span>;

describe('FallbackImage', () => {
  it('shows the image, gives way to the fallback when it fails, and tries a new source again', () => {
    const { container, rerender } = render(
      <FallbackImage src="https://img.test/a.jpg" alt="A poster" fallback={fallback} />,
    );
    const image = screen.getByRole('img', { name: 'A poster' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('No picture')).not.toBeInTheDocument();

    fireEvent.error(image);
    expect(screen.getByText('No picture')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('img')).toBeNull();

    rerender(<FallbackImage src="https://img.test/b.jpg" alt="A poster" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'A poster' })).toHaveAttribute(
      'src',
      'https://img.test/b.jpg',
    );
  });

  it('shows the fallback at once without a source, and nothing when the fallback is null', () => {
    const { container, rerender } = render(<FallbackImage src={null} fallback={fallback} />);
    expect(screen.getByText('No picture')).toBeInTheDocument();
    rerender(<FallbackImage src={undefined} fallback={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is decorative unless given alt text, and eager when asked', () => {
    const { container } = render(
      <FallbackImage src="https://img.test/a.jpg" eager fallback={null} />,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
