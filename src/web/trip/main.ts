import { TRIP_PAGE_WORDS, VAN_SHOWN, type TripStage } from '@domain/trip-page';
import type { TripView } from '@domain/trip-view';
import { plainMap } from './plain-map';

/**
 * A rider's trip page (docs/decisions/115-trip-page.md): plain DOM, no framework, so it is drawn on a mid-range
 * phone before a framework would have loaded. It asks the server again every few seconds while the trip is live, and
 * loads the map library only when the van is on its way and a map style is configured.
 */

const ENDED: readonly TripStage[] = ['completed', 'cancelled', 'no_show'];
const RETRY_MS = 15_000;
const token = decodeURIComponent(location.pathname.split('/').pop() ?? '');
const root = document.getElementById('trip')!;
// Kept from one answer to the next, so a loaded map keeps its place and zoom while the van moves.
const figure = document.createElement('figure');
figure.style.margin = '0';
let liveMapOf: ((view: TripView) => void) | null = null;
let liveMapLoading = false;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** The link's end, in the rider's language once known; on a fresh load, in both. */
function showEnd(kind: 'expired' | 'notFound') {
  const known = document.documentElement.dataset.language as 'en' | 'es' | undefined;
  const first = known ?? 'en';
  const heading = element('h1', TRIP_PAGE_WORDS[first][kind]);
  const parts: Node[] = [heading];
  if (!known) {
    const spanish = element('p', TRIP_PAGE_WORDS.es[kind]);
    spanish.lang = 'es';
    parts.push(spanish);
  }
  root.replaceChildren(...parts);
}

const clock = (view: TripView) =>
  new Intl.DateTimeFormat(view.language === 'es' ? 'es-US' : 'en-US', {
    timeZone: view.company.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });

function draw(view: TripView) {
  const words = TRIP_PAGE_WORDS[view.language];
  document.documentElement.lang = view.language;
  document.documentElement.dataset.language = view.language;
  document.title = `${words.title} · ${view.company.name}`;
  document.getElementById('company')!.textContent = view.company.name;

  const parts: Node[] = [element('h1', words.stages[view.stage])];
  if (view.etaMinutes !== null) parts.push(element('p', words.minutes(view.etaMinutes), 'eta'));

  const facts = element('dl');
  const fact = (term: string, value: string | null) => {
    if (!value) return;
    facts.append(element('dt', term), element('dd', value));
  };
  const time = clock(view);
  fact(
    words.window,
    view.pickupWindow
      ? `${time.format(new Date(view.pickupWindow.from))}–${time.format(new Date(view.pickupWindow.to))}`
      : null,
  );
  fact(words.pickupAt, view.pickupAddress);
  fact(words.driver, view.driverFirstName);
  fact(
    words.vehicle,
    view.vehicle
      ? [view.vehicle.colour, view.vehicle.make, view.vehicle.model].filter(Boolean).join(' ') +
          ` · ${view.vehicle.plate}`
      : null,
  );
  const card = element('div', undefined, 'card');
  card.append(facts);
  parts.push(card);

  if (VAN_SHOWN.includes(view.stage) && view.van) {
    drawMap(view);
    parts.push(figure);
    if (view.distanceMiles !== null) parts.push(element('p', words.miles(view.distanceMiles), 'muted'));
  }
  root.replaceChildren(...parts, ...footer(view));
}

function footer(view: TripView): Node[] {
  const words = TRIP_PAGE_WORDS[view.language];
  const call = element('p', `${words.questions} `, 'muted');
  const phone = element('a', view.company.phone);
  phone.href = `tel:${view.company.phone.replace(/[^\d+]/g, '')}`;
  call.append(phone);
  return ENDED.includes(view.stage) ? [call] : [element('p', words.updated, 'muted'), call];
}

/** The van and the pickup: on the configured map once its library has loaded, else (and meanwhile) a plain drawing. */
function drawMap(view: TripView) {
  if (liveMapOf) return liveMapOf(view);
  figure.replaceChildren(plainMap(view));
  if (!view.mapStyleUrl || liveMapLoading) return;
  liveMapLoading = true;
  void import('./live-map')
    .then(({ liveMap }) => {
      const holder = element('div', undefined, 'map');
      figure.replaceChildren(holder);
      liveMapOf = liveMap(holder, view);
    })
    .catch(() => undefined);
}

async function load(): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/trip/${encodeURIComponent(token)}`, {
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    showOffline();
    return;
  }
  if (res.status === 404) return showEnd('notFound');
  if (res.status === 410) return showEnd('expired');
  if (!res.ok) return showOffline();
  const view = (await res.json()) as TripView;
  draw(view);
  if (!ENDED.includes(view.stage)) setTimeout(() => void load(), view.refreshSeconds * 1000);
}

function showOffline() {
  const language = document.documentElement.lang === 'es' ? 'es' : 'en';
  const note = element('p', TRIP_PAGE_WORDS[language].offline, 'muted');
  note.setAttribute('role', 'status');
  root.append(note);
  setTimeout(() => {
    note.remove();
    void load();
  }, RETRY_MS);
}

void load();
