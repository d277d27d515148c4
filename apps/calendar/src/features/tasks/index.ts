// The tasks feature's door.
import { lazy } from 'react';
export { TaskForm } from './TaskForm';
export { tasksTexts } from './tasks-texts';
export { useTasks, type Task } from './tasks-api';
/** page:tasks in a chunk of its own. */
export const TasksPage = lazy(() => import('./TasksPage'));
