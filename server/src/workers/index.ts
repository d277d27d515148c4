export { createWorkerPool, workerTask, WorkerBusyError, WorkerTimeoutError, type WorkerPool, type WorkerTask } from './worker-pool';
export { offThread, workRefusal, type WorkRefused } from './work-refusal';
export { workersPlugin } from './workers-plugin';
export { imageSize, type ImageSize } from './image-header';
export { imageRefusal, PageLimitReached, pageLimitRefusal } from './pdf-limits';
