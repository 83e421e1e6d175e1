import { useEffect, useState } from 'react';

/** Whether a modal dialog other than `ownTestId` is open (sign-in, scam warning): overlays wait their turn. */
export function useOtherDialogOpen(ownTestId?: string): boolean {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const selector = ownTestId ? `dialog[open]:not([data-testid="${ownTestId}"])` : 'dialog[open]';
    const check = () => setOpen(document.querySelector(selector) !== null);
    check();
    const id = setInterval(check, 500);
    return () => clearInterval(id);
  }, [ownTestId]);
  return open;
}
