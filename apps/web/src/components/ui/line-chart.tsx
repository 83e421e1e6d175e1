import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './line-chart.module.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

interface LineChartProps {
  title: string;
  /** Bucket starts, in seconds. */
  xs: number[];
  series: ChartSeries[];
  hourly: boolean;
  /** How the left axis writes a value (default: as it is). */
  formatValue?: (value: number) => string;
}

const AXIS = { stroke: '#9d97c4', grid: { stroke: 'rgba(157,151,196,0.12)' }, ticks: { stroke: 'rgba(157,151,196,0.2)' } };
const HEIGHT = 170;

/** A small line chart over time drawn by uPlot, whose code loads with the first chart (not with the page). */
export function LineChart({ title, xs, series, hourly, formatValue }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const element = box.current;
      if (cancelled || !element) return;
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: true, live: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [{ ...AXIS, space: 64, values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toLocaleString('ru-RU', hourly ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' })) }, { ...AXIS, size: formatValue ? 84 : 56, ...(formatValue ? { values: (_u: uPlot, ticks: number[]) => ticks.map(formatValue) } : {}) }],
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: xs.length < 40 } }))],
        },
        [xs, ...series.map((s) => s.values)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [xs, series, hourly, formatValue]);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div ref={box} className={styles.box} />
    </figure>
  );
}
