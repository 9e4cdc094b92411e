/**
 * The 'Premiers pas' card once closed, or once every step was done, on this device, for this
 * member in this association (issue 22): it is then neither shown nor asked for again.
 */
const closedKey = (associationId: number, membreId: number) => `premiers_pas_fermes:${associationId}:${membreId}`;

export function firstStepsClosed(associationId: number, membreId: number): boolean {
  try {
    return window.localStorage.getItem(closedKey(associationId, membreId)) === '1';
  } catch {
    return false;
  }
}

export function closeFirstSteps(associationId: number, membreId: number) {
  try {
    window.localStorage.setItem(closedKey(associationId, membreId), '1');
  } catch {
    // Storage refused (private mode): closed until the page is opened again.
  }
}
