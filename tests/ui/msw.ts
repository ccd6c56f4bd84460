/**
 * The shared msw server of the UI tests. It starts with no handlers: each test declares the API
 * answers it needs with `server.use(http.get('/api/...', ...))`; an unhandled request fails the test.
 */
import { setupServer } from 'msw/node';

export const server = setupServer();
