// @ts-check
/**
 * The crash chart on a canvas: an exponential curve rising from 1.00× with auto-scaling axes, a
 * glowing tip, a flag where the player cashed out, and the curve turning red when it crashes.
 */
import { formatMultiplier, prefersReducedMotion } from './common.js';

/** Seconds the climb to `endTimesHundred` takes on screen: long enough to feel, never a wait. */
function climbSeconds(/** @type {number} */ endTimesHundred) {
  return Math.min(9, 1.2 + 2.2 * Math.log(Math.max(1, endTimesHundred / 100)));
}

/** Mounts the chart; `play` animates one round and resolves when the curve has crashed. */
export function mountChart(/** @type {HTMLElement} */ parent, /** @type {HTMLElement} */ readout) {
  const canvas = document.createElement('canvas');
  canvas.className = 'c-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  parent.append(canvas);
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  /** @type {{ seconds: number, rate: number, cashOut: number | null, isCrashed: boolean }} */
  let frame = { seconds: 0, rate: 0, cashOut: null, isCrashed: false };

  const colours = () => {
    const style = getComputedStyle(parent);
    return {
      accent: style.getPropertyValue('--accent').trim() || '#4fd8ff',
      grid: 'rgba(255,255,255,0.08)',
      text: '#8d97b0',
    };
  };

  const draw = () => {
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const { seconds, rate } = frame;
    const current = Math.exp(rate * seconds);
    const xMax = Math.max(5, seconds * 1.15);
    const yMax = Math.max(2, 1 + (current - 1) * 1.2);
    const pad = { left: 48, bottom: 28, top: 16, right: 16 };
    const toX = (/** @type {number} */ s) => pad.left + (s / xMax) * (width - pad.left - pad.right);
    const toY = (/** @type {number} */ m) =>
      height - pad.bottom - ((m - 1) / (yMax - 1)) * (height - pad.top - pad.bottom);
    const palette = colours();
    drawGrid(context, { width, height, pad, yMax, toY, palette });
    if (seconds <= 0) return;
    const colour = frame.isCrashed ? '#ff5c6c' : palette.accent;
    context.beginPath();
    const steps = 80;
    for (let step = 0; step <= steps; step += 1) {
      const s = (seconds * step) / steps;
      const x = toX(s);
      const y = toY(Math.exp(rate * s));
      if (step === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.lineWidth = 4;
    context.strokeStyle = colour;
    context.shadowColor = colour;
    context.shadowBlur = 16;
    context.stroke();
    context.shadowBlur = 0;
    context.lineTo(toX(seconds), toY(1));
    context.lineTo(toX(0), toY(1));
    const fill = context.createLinearGradient(0, toY(current), 0, toY(1));
    fill.addColorStop(0, colour);
    fill.addColorStop(1, 'rgba(0,0,0,0)');
    context.fillStyle = fill;
    // The theme colour may be any CSS colour, so the fill fades through alpha, not a hex suffix.
    context.globalAlpha = 0.3;
    context.fill();
    context.globalAlpha = 1;
    drawTip(context, toX(seconds), toY(current), colour);
    if (frame.cashOut !== null && frame.cashOut / 100 <= current) {
      const cashSeconds = Math.log(frame.cashOut / 100) / rate;
      drawFlag(
        context,
        toX(cashSeconds),
        toY(frame.cashOut / 100),
        formatMultiplier(frame.cashOut),
      );
    }
  };

  new ResizeObserver(draw).observe(canvas);

  /**
   * Animates a round: the curve climbs to `crashPoint`; `onCross` runs once when it passes the
   * cash-out of a cashed-out round.
   * @param {{ crashPoint: number, cashOutAt: number, isCashedOut: boolean }} outcome
   * @param {() => void} onCross
   */
  const play = (outcome, onCross) => {
    const total = climbSeconds(outcome.crashPoint);
    const rate = total > 0 ? Math.log(outcome.crashPoint / 100) / total : 0;
    frame = {
      seconds: 0,
      rate,
      cashOut: outcome.isCashedOut ? outcome.cashOutAt : null,
      isCrashed: false,
    };
    let hasCrossed = false;
    const start = performance.now();
    return new Promise((resolve) => {
      const tick = (/** @type {number} */ now) => {
        const seconds = prefersReducedMotion() ? total : Math.min(total, (now - start) / 1000);
        frame.seconds = seconds;
        const timesHundred =
          seconds >= total ? outcome.crashPoint : Math.floor(Math.exp(rate * seconds) * 100);
        readout.textContent = formatMultiplier(timesHundred);
        if (!hasCrossed && frame.cashOut !== null && timesHundred >= frame.cashOut) {
          hasCrossed = true;
          onCross();
        }
        if (seconds >= total) {
          frame.isCrashed = true;
          draw();
          resolve(undefined);
          return;
        }
        draw();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  };

  return { play, draw };
}

/**
 * @param {CanvasRenderingContext2D} context
 * @param {{ width: number, height: number, pad: Record<string, number>, yMax: number, toY: (m: number) => number, palette: Record<string, string> }} view
 */
function drawGrid(context, { width, height, pad, yMax, toY, palette }) {
  const stepOptions = [0.25, 0.5, 1, 2, 5, 10, 25, 50, 100, 250];
  const step = stepOptions.find((option) => (yMax - 1) / option <= 5) ?? 500;
  context.font = '12px Inter, system-ui, sans-serif';
  context.fillStyle = palette.text;
  context.strokeStyle = palette.grid;
  context.lineWidth = 1;
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (let value = 1; value <= yMax + 1e-9; value += step) {
    const y = toY(value);
    context.beginPath();
    context.moveTo(pad.left, y);
    context.lineTo(width - pad.right, y);
    context.stroke();
    context.fillText(`${value.toFixed(value < 10 && step < 1 ? 2 : 1)}×`, pad.left - 8, y);
  }
  context.beginPath();
  context.moveTo(pad.left, height - pad.bottom);
  context.lineTo(width - pad.right, height - pad.bottom);
  context.strokeStyle = 'rgba(255,255,255,0.25)';
  context.stroke();
}

function drawTip(
  /** @type {CanvasRenderingContext2D} */ context,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {string} */ colour,
) {
  const glow = context.createRadialGradient(x, y, 0, x, y, 22);
  glow.addColorStop(0, '#ffffff');
  glow.addColorStop(0.25, colour);
  glow.addColorStop(1, 'rgba(0,0,0,0)');
  context.fillStyle = glow;
  context.beginPath();
  context.arc(x, y, 22, 0, Math.PI * 2);
  context.fill();
}

function drawFlag(
  /** @type {CanvasRenderingContext2D} */ context,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {string} */ label,
) {
  context.fillStyle = '#3ddc84';
  context.beginPath();
  context.arc(x, y, 6, 0, Math.PI * 2);
  context.fill();
  context.font = 'bold 12px Inter, system-ui, sans-serif';
  const width = context.measureText(label).width + 14;
  context.fillStyle = 'rgba(61,220,132,0.92)';
  context.beginPath();
  context.roundRect(x - width / 2, y - 34, width, 22, 6);
  context.fill();
  context.fillStyle = '#06210f';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, x, y - 23);
}
