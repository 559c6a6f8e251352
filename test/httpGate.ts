import axios, { CanceledError, getAdapter, type AxiosAdapter } from 'axios';

/**
 * The screens' tests share one module graph per worker (vite.config.ts, decision 0019), so what one test
 * leaves running must not reach the next: a screen unmounted at a test's end may still be waiting on a
 * JWT refresh or a retry pause, and its request would land in the next test (or the next file's), be
 * recorded there and change its mock LMS.
 *
 * Every axios instance copies `axios.defaults.adapter` when it is made (the app's HTTP, token and CSRF
 * clients among them). Each test's clients get an adapter of that test's own: once the test has ended
 * (`closeHttpOfTest`), their requests fail as cancelled before they are sent, which the app treats as a
 * request it gave up on (never retried). A test's requests are never touched.
 */
const network = getAdapter(axios.defaults.adapter ?? ['xhr', 'http', 'fetch']);
let generation = 0;

function adapterOf(mine: number): AxiosAdapter {
  return (config) =>
    mine === generation
      ? network(config)
      : Promise.reject(new CanceledError('a request of a test that has ended', undefined, config));
}

/** Closes the clients made so far and gives the next test's clients an open adapter. */
export function closeHttpOfTest(): void {
  generation += 1;
  axios.defaults.adapter = adapterOf(generation);
}

closeHttpOfTest();
