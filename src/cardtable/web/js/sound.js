// Short sound cues synthesised with Web Audio: no audio files, nothing downloaded.
//
// Each cue is a few oscillators (or a burst of noise) shaped by gain envelopes, all under
// 400 ms and soft: sine and triangle waves, gentle attacks, low peaks. The AudioContext is
// created on the first play() (browsers allow sound only after a user gesture; call
// unlock() from a click or key handler to be sure), and nothing here ever throws because
// sound is unavailable: sound is a courtesy, the page's text is the interface.

/** The cue names play() accepts. */
export const CUES = Object.freeze(["card", "capture", "sweep", "turn", "error", "chat"]);

const PEAK = 0.3; // the loudest a single voice gets before the master volume
const STALE_MS = 300; // a cue waiting longer than this for the context to resume is dropped
const HEADROOM = 2; // master gain at full volume: the loudest cue peaks near 0.6, never clips

/** Clamp a volume to 0..1; anything that is not a number is an error. */
function clampVolume(volume) {
  const v = Number(volume);
  if (typeof volume === "boolean" || volume === null || Number.isNaN(v)) {
    throw new Error(`${JSON.stringify(volume)} is not a volume: use a number from 0 to 1`);
  }
  return Math.min(1, Math.max(0, v));
}

/**
 * One enveloped oscillator: `attack` seconds up to `peak`, then an exponential fall to
 * silence at `start + duration`. `glide` is the frequency reached at the end, if any.
 * Returns the oscillator, which disconnects its envelope when it ends.
 */
function tone(ctx, out, options) {
  const { type = "sine", freq, glide, start, duration, peak = PEAK, attack = 0.008 } = options;
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  if (glide) osc.frequency.exponentialRampToValueAtTime(glide, start + duration);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.linearRampToValueAtTime(peak, start + attack);
  env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(env).connect(out);
  osc.addEventListener("ended", () => env.disconnect());
  osc.start(start);
  osc.stop(start + duration + 0.01);
  return osc;
}

/** A short burst of band-passed noise: the tick of a card laid on cloth. */
function noise(ctx, out, { start, duration, centre, peak = PEAK }) {
  const length = Math.ceil(ctx.sampleRate * duration);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i += 1) data[i] = Math.random() * 2 - 1;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = centre;
  filter.Q.value = 0.9;
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, start);
  env.gain.linearRampToValueAtTime(peak, start + 0.003);
  env.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  source.connect(filter).connect(env).connect(out);
  source.addEventListener("ended", () => env.disconnect());
  source.start(start);
  source.stop(start + duration + 0.01);
}

// The recipes: each schedules its voices from time `t` and lasts under 400 ms.
const RECIPES = {
  card(ctx, out, t) {
    noise(ctx, out, { start: t, duration: 0.07, centre: 2200, peak: 0.5 });
    tone(ctx, out, { type: "triangle", freq: 190, glide: 120, start: t, duration: 0.06,
      peak: 0.2 });
  },
  capture(ctx, out, t) {
    tone(ctx, out, { type: "triangle", freq: 523.25, glide: 560, start: t, duration: 0.11 });
    tone(ctx, out, { type: "triangle", freq: 659.25, glide: 700, start: t + 0.09, duration: 0.16 });
  },
  sweep(ctx, out, t) {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    notes.forEach((freq, i) => {
      tone(ctx, out, { type: "triangle", freq, start: t + i * 0.065, duration: 0.15, peak: 0.22 });
    });
    tone(ctx, out, { type: "sine", freq: 2093, start: t + 0.2, duration: 0.16, peak: 0.06 });
  },
  turn(ctx, out, t) {
    tone(ctx, out, { freq: 783.99, start: t, duration: 0.2, attack: 0.015, peak: 0.25 });
    tone(ctx, out, { freq: 1046.5, start: t + 0.13, duration: 0.24, attack: 0.015, peak: 0.22 });
  },
  error(ctx, out, t) {
    const soft = ctx.createBiquadFilter();
    soft.type = "lowpass";
    soft.frequency.value = 700;
    soft.connect(out);
    const buzz = { type: "square", start: t, duration: 0.2 };
    const low = tone(ctx, soft, { ...buzz, freq: 110, glide: 98, peak: 0.16 });
    low.addEventListener("ended", () => soft.disconnect());
    tone(ctx, soft, { ...buzz, freq: 116.5, glide: 104, peak: 0.1 });
  },
  chat(ctx, out, t) {
    tone(ctx, out, { freq: 880, glide: 1320, start: t, duration: 0.09, peak: 0.18 });
  },
};

/** Sound cues for the card room, with a volume and an on/off switch. */
export class Sounds {
  /**
   * @param {{volume?: number, enabled?: boolean}} [options] volume 0..1 (clamped)
   */
  constructor({ volume = 0.5, enabled = true } = {}) {
    this._volume = clampVolume(volume);
    this._enabled = Boolean(enabled);
    this._context = null;
    this._master = null;
    /** The last cue actually sounded, or null. */
    this.lastCue = null;
    /** How many times each cue was actually sounded: {name: count}. */
    this.played = {};
  }

  /** The volume, 0..1. */
  get volume() {
    return this._volume;
  }

  /** Whether play() makes any sound. */
  get enabled() {
    return this._enabled;
  }

  /**
   * Set the volume; values outside 0..1 are clamped, a non-number throws an Error.
   * @param {number} volume
   */
  setVolume(volume) {
    this._volume = clampVolume(volume);
    if (this._master) this._master.gain.value = this._gain();
  }

  /**
   * Switch the sounds on or off.
   * @param {boolean} enabled
   */
  setEnabled(enabled) {
    this._enabled = Boolean(enabled);
  }

  /**
   * Create or resume the AudioContext: call it from a user gesture (a click or a key)
   * so that later cues are allowed to sound. Never throws.
   * @returns {Promise<boolean>} whether the context is running
   */
  async unlock() {
    const ctx = this._ensureContext();
    if (!ctx) return false;
    try {
      if (ctx.state !== "running") await ctx.resume();
    } catch {
      return false;
    }
    return ctx.state === "running";
  }

  /**
   * Sound one of CUES. Does nothing when disabled or at volume 0, or when the browser has
   * no usable Web Audio; a suspended context is resumed and the cue sounds once it runs
   * (if that is soon: a cue is not sounded late).
   * Throws an Error for a name that is not a cue.
   * @param {string} name
   * @returns {boolean} whether the cue was sounded (or is waiting for the context to resume)
   */
  play(name) {
    if (!CUES.includes(name)) {
      throw new Error(`${JSON.stringify(name)} is not a sound cue: use one of ${CUES.join(", ")}`);
    }
    if (!this._enabled || this._volume === 0) return false;
    const ctx = this._ensureContext();
    if (!ctx) return false;
    if (ctx.state === "running") return this._sound(name);
    // A cue still waiting when the context finally runs (after a later user gesture) is
    // stale: it is dropped rather than sounded late, in a burst with the others.
    const asked = Date.now();
    try {
      ctx.resume().then(() => {
        const fresh = Date.now() - asked < STALE_MS;
        if (fresh && ctx.state === "running" && this._enabled && this._volume > 0) {
          this._sound(name);
        }
      }, () => {});
    } catch {
      return false;
    }
    return true;
  }

  /** The master gain for the volume: squared, so that the slider feels even to the ear. */
  _gain() {
    return HEADROOM * this._volume * this._volume;
  }

  _ensureContext() {
    if (this._context && this._context.state !== "closed") return this._context;
    const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Context) return null;
    try {
      this._context = new Context({ latencyHint: "interactive" });
      this._master = this._context.createGain();
      this._master.gain.value = this._gain();
      this._master.connect(this._context.destination);
    } catch {
      this._context = null;
      this._master = null;
    }
    return this._context;
  }

  _sound(name) {
    try {
      RECIPES[name](this._context, this._master, this._context.currentTime + 0.01);
    } catch {
      return false;
    }
    this.lastCue = name;
    this.played[name] = (this.played[name] ?? 0) + 1;
    return true;
  }
}
