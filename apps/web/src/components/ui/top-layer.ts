/** Fired by a modal dialog once it is shown, so the alerts (a top-layer popover) can rise above it. */
export const TOP_LAYER_EVENT = 'tastydrop:top-layer';
