import { ALERT_LIFETIME_MS, ALERT_MAX_KEPT } from '@tastydrop/domain';
import { create } from 'zustand';

export type AlertType = 'success' | 'error' | 'info';

export interface Alert {
  id: number;
  type: AlertType;
  title: string;
  message?: string;
}

interface AlertsState {
  alerts: Alert[];
  /** Shows an alert for ALERT_LIFETIME_MS; beyond ALERT_MAX_KEPT the oldest goes first. */
  push: (alert: Omit<Alert, 'id'>) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useAlertsStore = create<AlertsState>()((set, get) => ({
  alerts: [],
  push: (alert) => {
    const id = nextId++;
    const kept = [...get().alerts, { ...alert, id }];
    for (const dropped of kept.splice(0, Math.max(0, kept.length - ALERT_MAX_KEPT))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    set({ alerts: kept });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), ALERT_LIFETIME_MS),
    );
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ alerts: get().alerts.filter((a) => a.id !== id) });
  },
}));

export const pushAlert = (alert: Omit<Alert, 'id'>): number => useAlertsStore.getState().push(alert);
