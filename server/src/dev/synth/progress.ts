/**
 * A progress bar on stderr: redrawn in place on a terminal, a line every tenth otherwise (logs,
 * CI), so standard output keeps only the results.
 */
export class ProgressBar {
  private label = '';
  private total = 1;
  private done = 0;
  private rows = 0;
  private started = 0;
  private lastTenth = -1;
  private readonly tty = Boolean(process.stderr.isTTY);

  constructor(private readonly enabled = true) {}

  start(label: string, total: number): void {
    this.label = label;
    this.total = Math.max(1, total);
    this.done = 0;
    this.rows = 0;
    this.started = performance.now();
    this.lastTenth = -1;
    this.draw();
  }

  tick(units: number, rows: number): void {
    this.done += units;
    this.rows += rows;
    this.draw();
  }

  finish(): { rows: number; seconds: number } {
    const seconds = (performance.now() - this.started) / 1000;
    if (this.enabled && this.tty) process.stderr.write('\n');
    return { rows: this.rows, seconds };
  }

  private draw(): void {
    if (!this.enabled) return;
    const share = Math.min(1, this.done / this.total);
    const tenth = Math.floor(share * 10);
    if (!this.tty && tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
    const seconds = (performance.now() - this.started) / 1000;
    const text = `${this.label.padEnd(13)} [${bar}] ${String(Math.round(share * 100)).padStart(3)}%  ${this.rows.toLocaleString('en-IN')} rows  ${seconds.toFixed(1)} s`;
    process.stderr.write(this.tty ? `\r${text}` : `${text}\n`);
  }
}
