// The test's verdicts and figures, printed as they come and summed up at the end.
export class Report {
  constructor() {
    this.passed = 0;
    this.failed = [];
    this.figures = [];
    this.started = Date.now();
  }

  elapsed() {
    return `${((Date.now() - this.started) / 1000).toFixed(0).padStart(4)} s`;
  }

  step(text) {
    console.log(`\n[${this.elapsed()}] ${text}`);
  }

  check(name, ok, detail = '') {
    if (ok) this.passed += 1;
    else this.failed.push(name);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
    return ok;
  }

  figure(name, value) {
    this.figures.push([name, value]);
    console.log(`  ${name}: ${value}`);
  }

  summary() {
    console.log('\nFigures:');
    for (const [name, value] of this.figures) console.log(`  ${name}: ${value}`);
    if (this.failed.length > 0) console.log(`\nFailed: ${this.failed.join('; ')}`);
    console.log(`\ntest:deploy took ${((Date.now() - this.started) / 1000).toFixed(0)} s`);
    console.log(`${this.passed} passed, ${this.failed.length} failed`);
    return this.failed.length === 0;
  }
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const mebibytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
