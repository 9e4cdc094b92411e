/**
 * A Storage kept in memory, for the unit tests of modules that read localStorage or
 * sessionStorage (Node has neither). `refuse` makes every call throw, as a browser in private
 * mode or under a policy does.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  refuse = false;

  get length(): number {
    this.check();
    return this.items.size;
  }

  clear(): void {
    this.check();
    this.items.clear();
  }

  getItem(key: string): string | null {
    this.check();
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    this.check();
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.check();
    this.items.set(key, String(value));
  }

  private check() {
    if (this.refuse) throw new DOMException('Stockage refusé', 'SecurityError');
  }
}

/**
 * A `window` with the two storages and event listeners: enough for session.ts and its kin. As in
 * a browser, a refused storage throws as soon as it is read from `window`.
 */
export function installWindow() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const target = new EventTarget();
  const reach = (storage: MemoryStorage) => {
    if (storage.refuse) throw new DOMException('Stockage refusé', 'SecurityError');
    return storage;
  };
  const fake = {
    get localStorage() {
      return reach(local);
    },
    get sessionStorage() {
      return reach(session);
    },
    location: { pathname: '/' },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  Object.assign(globalThis, { window: fake });
  return { local, session, window: fake };
}
