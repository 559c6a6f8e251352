/**
 * `npm run dev`: the mock LMS (port 18000) and the app's dev server (port 2000) in one process. Open
 * http://localhost:2000/course/course-v1:edX+DemoX+Demo_Course/home; sign in as any persona at
 * http://localhost:18000/login, and try scenarios at http://localhost:18000/__mock.
 */
import { createServer } from 'vite';
import { startMockLms } from '../test/mock-lms/server.ts';

await startMockLms();
const server = await createServer({ mode: 'development' });
await server.listen();
server.printUrls();
console.log('\n  Start here: http://localhost:2000/course/course-v1:edX+DemoX+Demo_Course/home');
console.log('  Personas and scenarios: http://localhost:18000/__mock\n');
