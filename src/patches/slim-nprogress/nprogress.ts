/**
 * The `nprogress` that theme-classic's route-load bar gets in the client bundle (see ./index.ts):
 * the calls it makes (`configure`, `start`, `done`), with nprogress 0.2.0's markup, timings and
 * motion, so that theme-classic's stylesheet draws it the same.
 */

/** nprogress's defaults: minimum 0.08, 200 ms moves, trickles of at most 0.02 every 800 ms. */
const MINIMUM = 0.08;
const SPEED = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED = 800;

let status: number | null = null;
let trickling: number | undefined;

function move(to: number): void {
  status = Math.min(Math.max(to, MINIMUM), 1);
  let progress = document.getElementById('nprogress');
  if (!progress) {
    progress = document.createElement('div');
    progress.id = 'nprogress';
    progress.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    document.body.append(progress);
    progress.querySelector<HTMLElement>('.bar')!.style.transform = 'translate3d(-100%,0,0)';
    void progress.offsetWidth; // lays out the start, so that the first move animates
  }
  const {style} = progress.querySelector<HTMLElement>('.bar')!;
  style.transform = `translate3d(${(status - 1) * 100}%,0,0)`;
  style.transition = `all ${SPEED}ms ease`;
  if (status < 1) return;
  status = null;
  const finished = progress;
  setTimeout(() => {
    finished.style.transition = `all ${SPEED}ms linear`;
    finished.style.opacity = '0';
    setTimeout(() => finished.remove(), SPEED);
  }, SPEED);
}

type NProgress = {configure: () => NProgress; start: () => NProgress; done: () => NProgress};

const nprogress: NProgress = {
  configure: () => nprogress,
  start() {
    if (status === null) move(0);
    clearTimeout(trickling);
    const trickle = () => {
      trickling = window.setTimeout(() => {
        if (status === null) return;
        move(Math.min(status + Math.random() * TRICKLE_RATE, 0.994));
        trickle();
      }, TRICKLE_SPEED);
    };
    trickle();
    return nprogress;
  },
  done() {
    if (status !== null) move(1);
    return nprogress;
  },
};

export default nprogress;
