// Loads the number and date data of the page's languages into the browser's process, on another
// thread, then ends. The first Intl format a page builds loads that data: 20 to 30 ms of this
// machine's main thread (four times as much on a slow phone), and the next ones cost nothing
// (measured in Chromium: 0.2 to 0.9 ms once a worker has built one). Started by start.js as soon
// as a page the server wrote is painted, while the app's code downloads, and by
// lib/warm-up-formatters.ts when the app opens a signed-in page itself (issue 24).
// The message: the page's language ('fr' or 'en') and, when known, the association's time zone.
// French formats are built in every language (amounts, the statistics); English ones too for an
// English reader.
self.onmessage = (event) => {
  try {
    for (const locale of event.data.langue === 'en' ? ['fr-FR', 'en-GB'] : ['fr-FR']) {
      new Intl.NumberFormat(locale).format(0);
      new Intl.DateTimeFormat(locale, { timeZone: event.data.timeZone }).format(0);
    }
  } finally {
    self.close();
  }
};
