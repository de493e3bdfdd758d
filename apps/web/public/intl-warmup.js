// Started by every page first thing (root.tsx, `IntlWarmUp`). The first Intl format of a page
// sets up ICU's number and date data: 20–40 ms on a desktop, a long task on a phone. Done here,
// on another thread, it stays set up for the whole renderer process, and the page's own first
// money format (the header balance, a game's stake) then takes well under a millisecond.
const locale = self.name || undefined;
new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
self.close();
