// The Prometheus from Debian's package, scraping the nodes with the rendered configuration and the
// shipped alert rules.
import { request } from './http.mjs';

export class PrometheusApi {
  constructor(base) {
    this.base = base;
  }

  async get(path) {
    const res = await request('GET', `${this.base}${path}`, { timeoutMs: 5000 });
    if (res.status !== 200) throw new Error(`Prometheus ${path}: ${res.status} ${res.text ?? res.error}`);
    return res.json.data;
  }

  /** Scrape targets of a job: [{ instance, health }]. */
  async targets(job) {
    const data = await this.get('/api/v1/targets?state=active');
    return data.activeTargets.filter((t) => t.labels.job === job).map((t) => ({ instance: t.labels.instance, health: t.health }));
  }

  /** Alerts now: [{ name, state, labels }]. */
  async alerts() {
    const data = await this.get('/api/v1/alerts');
    return data.alerts.map((a) => ({ name: a.labels.alertname, state: a.state, labels: a.labels }));
  }
}
