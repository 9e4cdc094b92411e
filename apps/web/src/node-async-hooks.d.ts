/**
 * The one Node module the server entry (entry-server.tsx) uses, declared here rather than with all
 * of Node's types: the rest of the web app must not see Node's globals.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
