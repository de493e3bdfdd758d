// @ts-check
/**
 * The European wheel in SVG: 37 pockets in the real order, a rotor turning one way and the ball the
 * other, the ball dropping from the track into the outcome's pocket.
 */
import { prefersReducedMotion, svg, t } from './common.js';

/** Pocket order of a European single-zero wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
export const RED_NUMBERS = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
const STEP = 360 / WHEEL_ORDER.length;
const TRACK_RADIUS = 171;
const POCKET_RADIUS = 118;

export function colourOf(/** @type {number} */ number) {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/** A point on a circle, angle in degrees clockwise from the top. */
function polar(/** @type {number} */ radius, /** @type {number} */ degrees) {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
}

function buildPockets() {
  return WHEEL_ORDER.map((number, index) => {
    const start = index * STEP - STEP / 2;
    const end = start + STEP;
    const fill = { green: '#0c8a4a', red: '#c81d2f', black: '#151a26' }[colourOf(number)];
    const path = `M${polar(104, start)} L${polar(158, start)} A158 158 0 0 1 ${polar(158, end)} L${polar(104, end)} A104 104 0 0 0 ${polar(104, start)}Z`;
    return `<path d="${path}" fill="${fill}" stroke="#c9a44c" stroke-width="1.2"/><text transform="rotate(${index * STEP}) translate(0 -142)" text-anchor="middle" dominant-baseline="middle" class="w-number">${number}</text>`;
  }).join('');
}

function buildWheelMarkup() {
  const diamonds = Array.from(
    { length: 8 },
    (_, index) =>
      `<path transform="rotate(${index * 45}) translate(0 -178)" d="M0 -6 4 0 0 6 -4 0z" fill="url(#w-gold)"/>`,
  ).join('');
  const turret = Array.from(
    { length: 4 },
    (_, index) =>
      `<path transform="rotate(${index * 90})" d="M-4 -8 L-2 -52 Q0 -58 2 -52 L4 -8z" fill="url(#w-gold)"/>`,
  ).join('');
  return `<svg class="r-wheel-svg" viewBox="-200 -200 400 400" role="img" aria-label="${t('wheel')}">
<defs>
<radialGradient id="w-rim" r=".5"><stop offset=".86" stop-color="#3b2410"/><stop offset=".93" stop-color="#7a4a1e"/><stop offset="1" stop-color="#2a170a"/></radialGradient>
<linearGradient id="w-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0b0"/><stop offset=".5" stop-color="#d9a93a"/><stop offset="1" stop-color="#8a5a10"/></linearGradient>
<radialGradient id="w-cone" r=".5"><stop offset="0" stop-color="#f3d27a"/><stop offset=".35" stop-color="#8a5a1e"/><stop offset=".8" stop-color="#4a2c10"/><stop offset="1" stop-color="#2a170a"/></radialGradient>
<radialGradient id="w-ball" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#dfe4ee"/><stop offset="1" stop-color="#8e96a8"/></radialGradient>
</defs>
<circle r="198" fill="url(#w-rim)"/>
<circle r="186" fill="#1a1108" stroke="#5a3a18" stroke-width="3"/>
<circle r="162" fill="none" stroke="#c9a44c" stroke-width="2"/>
${diamonds}
<g class="r-rotor">${buildPockets()}<circle r="104" fill="url(#w-cone)" stroke="#c9a44c" stroke-width="2"/><circle r="96" fill="none" stroke="#c9a44c" stroke-opacity=".4"/>${turret}<circle r="12" fill="url(#w-gold)"/></g>
<g class="r-ball-orbit"><circle class="r-ball" r="7" fill="url(#w-ball)" transform="translate(0 -${TRACK_RADIUS})"/></g>
</svg>`;
}

/** Mounts the wheel; `spinTo` resolves when the ball rests in the pocket of `number`. */
export function mountWheel(/** @type {HTMLElement} */ parent) {
  const root = svg(buildWheelMarkup());
  parent.append(root);
  const rotor = /** @type {SVGGElement} */ (root.querySelector('.r-rotor'));
  const orbit = /** @type {SVGGElement} */ (root.querySelector('.r-ball-orbit'));
  const ball = /** @type {SVGCircleElement} */ (root.querySelector('.r-ball'));
  let rotorAngle = 0;
  let ballAngle = 0;

  const place = () => {
    rotor.style.transform = `rotate(${rotorAngle}deg)`;
    orbit.style.transform = `rotate(${ballAngle}deg)`;
  };

  /** Runs one animation to its end and keeps its last frame as the element's own style. */
  const run = async (
    /** @type {SVGElement} */ element,
    /** @type {Keyframe[]} */ frames,
    /** @type {KeyframeAnimationOptions} */ options,
  ) => {
    const animation = element.animate(frames, { ...options, fill: 'forwards' });
    await animation.finished.catch(() => undefined);
    element.style.transform = String(frames[frames.length - 1].transform);
    animation.cancel();
  };

  const spinTo = async (/** @type {number} */ number) => {
    const pocketAngle = WHEEL_ORDER.indexOf(number) * STEP;
    const nextRotor = rotorAngle + 360 * 2 + 90 + Math.random() * 180;
    // The ball turns the other way and ends over the pocket wherever the rotor stops.
    const target = (((nextRotor + pocketAngle) % 360) + 360) % 360;
    const base = ballAngle - 360 * 4;
    const nextBall = base - (((((base % 360) - target) % 360) + 360) % 360);
    if (prefersReducedMotion()) {
      rotorAngle = nextRotor;
      ballAngle = nextBall;
      place();
      ball.setAttribute('transform', `translate(0 -${POCKET_RADIUS})`);
      return;
    }
    ball.setAttribute('transform', `translate(0 -${TRACK_RADIUS})`);
    const duration = 4200;
    await Promise.all([
      run(
        rotor,
        [{ transform: `rotate(${rotorAngle}deg)` }, { transform: `rotate(${nextRotor}deg)` }],
        {
          duration,
          easing: 'cubic-bezier(.15,.6,.25,1)',
        },
      ),
      run(
        orbit,
        [{ transform: `rotate(${ballAngle}deg)` }, { transform: `rotate(${nextBall}deg)` }],
        {
          duration,
          easing: 'cubic-bezier(.1,.55,.2,1)',
        },
      ),
      dropBall(ball, duration),
    ]);
    rotorAngle = nextRotor % 360;
    ballAngle = nextBall % 360;
    place();
  };

  /** The ball leaves the track and bounces into the pocket ring in the last third of the spin. */
  const dropBall = async (
    /** @type {SVGCircleElement} */ element,
    /** @type {number} */ duration,
  ) => {
    const track = `translate(0px, -${TRACK_RADIUS}px)`;
    const animation = element.animate(
      [
        { transform: track, offset: 0 },
        { transform: track, offset: 0.55 },
        { transform: `translate(0px, -${POCKET_RADIUS + 14}px)`, offset: 0.75 },
        { transform: `translate(0px, -${POCKET_RADIUS + 6}px)`, offset: 0.82 },
        { transform: `translate(0px, -${POCKET_RADIUS}px)`, offset: 1 },
      ],
      { duration, easing: 'ease-out', fill: 'forwards' },
    );
    await animation.finished.catch(() => undefined);
    element.setAttribute('transform', `translate(0 -${POCKET_RADIUS})`);
    animation.cancel();
  };

  return { element: root, spinTo };
}
