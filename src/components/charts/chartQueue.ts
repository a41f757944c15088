/**
 * Chart set-up work, one chart per task. A page of charts mounts them in one React
 * commit, and building an echarts instance with its first option (model, layout, first paint) is
 * long on a slow phone: four of them in one task blocked the main thread for over a second under
 * a 4x slower CPU. Queued, each chart is built in a task of its own and input is handled between
 * them. The next job starts only after a frame: a chart's first drawing is done in the frame after
 * its option is set (echarts' lazy update), so each chart's drawing gets a frame of its own too.
 */
import { afterNextFrame } from '../../utils/afterNextFrame';

type Job = () => void;

const queue: Job[] = [];
let scheduled = false;

function runNext(): void {
  const job = queue.shift();
  if (job) job();
  if (queue.length === 0) {
    scheduled = false;
    return;
  }
  // After the frame that draws this chart, in a task of its own.
  afterNextFrame(runNext);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runNext, 0);
}

/** Runs `job` in a later task, after the jobs queued before it; the returned function cancels it. */
export function queueChartWork(job: Job): () => void {
  queue.push(job);
  schedule();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
  };
}
