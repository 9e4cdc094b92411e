// Started by warm-up-formatters.ts: loads the French number and date data (and the association's
// time zone, received as the message) into the process's cache, then ends.
self.onmessage = (event: MessageEvent<string>) => {
  try {
    new Intl.NumberFormat('fr-FR').format(0);
    new Intl.DateTimeFormat('fr-FR', { timeZone: event.data }).format(0);
  } finally {
    self.close();
  }
};
