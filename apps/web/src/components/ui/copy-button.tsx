import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icons';

const COPIED_FEEDBACK_MS = 1500;

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible label (e.g. "copy the login"). */
  label: string;
  /** Told once the value is on the clipboard (a toast, for instance). */
  onCopied?: () => void;
}

export function CopyButton({ value, label, onCopied }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopied?.();
    } catch {
      // Clipboard refused (insecure context): the value stays visible for manual copying.
    }
  };

  return (
    <Button variant="secondary" size="s" onClick={() => void copy()} aria-label={label} title={label}>
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      {copied ? t('actions.copied') : t('actions.copy')}
    </Button>
  );
}
