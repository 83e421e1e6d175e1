import { Icon } from '../ui/icons';

interface PackContentsButtonProps {
  /** The button's text ("Что внутри") and its accessible name, which names the pack. */
  label: string;
  ariaLabel: string;
  className?: string;
  iconSize: number;
  onClick: () => void;
  testId: string;
}

/** The button beside a pack that opens its preview (PackPreviewDialog); never opened by itself. */
export function PackContentsButton({ label, ariaLabel, className, iconSize, onClick, testId }: PackContentsButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} aria-label={ariaLabel} data-testid={testId}>
      <Icon name="info" size={iconSize} />
      {label}
    </button>
  );
}
