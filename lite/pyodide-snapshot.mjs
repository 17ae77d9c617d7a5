// The kernel's Pyodide, started from a memory snapshot when the browser has one.
//
// jupyterlite-pyodide-kernel imports this module (the site's pyodideUrl) in its web worker and
// calls loadPyodide(options) as it would Pyodide's own. On a first visit that is exactly
// Pyodide's own start; fifteen seconds after it (when the first cells have run), a second worker (pyodide-snapshot-worker.mjs)
// starts another Pyodide, imports IPython, the widgets and the whole rulebook, and keeps a
// snapshot of its memory and of its files in the browser's Cache Storage. Every later visit
// restores that snapshot instead of starting Python, unpacking the wheels and importing: the
// seconds of a start that are the same on every visit.
//
// A snapshot belongs to one build (SNAPSHOT_KEY, written by tools/build_lite.py from the hashes
// of the Pyodide core and of every wheel): a new build makes a new one and drops the old one.
// Anything that goes wrong with a snapshot falls back to Pyodide's own start.
import { loadPyodide as loadPlainPyodide, version } from "./pyodide.mjs";

export { version };

export const SNAPSHOT_KEY = "@SNAPSHOT_KEY@";
const CACHE_NAME = "regelboek-pyodide-snapshot";
const MAKE_AFTER_MS = 15000;
const KEPT = { memory: "memory.bin", files: "files.bin", failed: "failed.txt" };

/**
 * IPython as the browser's kernel needs it, run before the kernel's shell is made. IPython makes
 * a cell magic for each of eight programs (%%bash, %%perl, %%ruby, ...) when its shell starts,
 * each with an argument parser formatted into its help: a quarter of a second of every kernel
 * start in Pyodide (0.25 of the 0.63 s of `import pyodide_kernel`, measured with cProfile in
 * chromium), for magics that start a program, which a browser has none of. They are left out
 * (IPython's own `%%script` stays and says the program is not there).
 */
export const BROWSER_IPYTHON = `
from IPython.core.magics.script import ScriptMagics
ScriptMagics._script_magics_default = lambda magics: []
`;

/** The Python run before the snapshot: what every chapter needs, imported once for all. */
export const WARM_IMPORTS = `
import importlib, pkgutil
import IPython, ipywidgets, anywidget, jedi
# What the kernel's own start (piplite, pyodide_kernel) imports besides the modules that reach
# into JavaScript, which a snapshot cannot hold (micropip, pyodide.http, the ipykernel shim).
import unittest.mock, html.parser, IPython.core.completerlib, _strptime, calendar, getpass
# What the chapters' cells import on first use (seen in chapter 20's run in the browser).
import importlib.resources
import rulebook, widgets
for _package in (rulebook, widgets):
    for _found in pkgutil.walk_packages(_package.__path__, _package.__name__ + "."):
        if not _found.name.endswith(".__main__"):
            importlib.import_module(_found.name)
del _package, _found
${BROWSER_IPYTHON}
`;

/**
 * The kernel's own modules that reach into JavaScript, which no snapshot can hold, imported as
 * soon as Python runs, while its working folder is still its own memory. Right after this the
 * kernel changes to /drive, the reader's files behind JupyterLite's service worker, where every
 * import first looks ('' leads sys.path) and each look waits for an answer from the page's main
 * thread; with the kernel started together with the page (lite/early-kernel) that thread is
 * busy starting JupyterLab, and these imports took 0.3 to 2.2 s there instead of a moment.
 * Importing pyodide_kernel makes the kernel's IPython shell, as the kernel's own import would a
 * moment later. A failure here is no failure: the kernel then imports them itself.
 */
export const KERNEL_IMPORTS = "import micropip, pyodide.http, piplite.piplite, pyodide_kernel";

function importKernelModules(pyodide) {
  try {
    pyodide.runPython(BROWSER_IPYTHON); // already done in a snapshot; a fresh start needs it
    pyodide.runPython(KERNEL_IMPORTS);
  } catch (error) {
    console.warn("regelboek: the kernel's modules were not imported early:", error);
  }
  step("kernel_imports");
}

/** Folders of Pyodide's file system that a snapshot leaves out (the rest is the wheels). */
const NOT_KEPT = ["/dev", "/proc", "/tmp", "/home", "/sys"];

/**
 * The files, besides NOT_KEPT, that a restored Python never reads, as a JSON list of paths: the
 * standard library's zip (Pyodide's own start puts it there again, from its own fetch) and the
 * bytecode of every module the snapshot has already imported (Python reads a module's bytecode
 * only to import it; the source stays, for tracebacks and completion, and a module imported
 * anew is compiled from it). Together about 40% of the files kept and a third of the count.
 */
const NOT_READ_AGAIN = `
import json, sys
_paths = [path for path in sys.path if path.endswith(".zip")]
for _module in list(sys.modules.values()):
    _spec = getattr(_module, "__spec__", None)
    if _spec is not None and _spec.has_location and (_spec.cached or "").endswith(".pyc"):
        _paths.append(_spec.cached)
_found = json.dumps(_paths)
del _paths, _module, _spec
_found
`;

function keptUrl(name) {
  return new URL(`snapshot/${SNAPSHOT_KEY}/${name}`, import.meta.url).href;
}

function announce(how) {
  // Read by tests/browser/test_lite.py: how this worker's Python started.
  self.regelboekPythonStart = how;
}

/** Moments (ms since the worker began) of the start's steps, read by tests/browser/test_lite.py. */
self.regelboekStartSteps = self.regelboekStartSteps ?? {};
function step(name) {
  self.regelboekStartSteps[name] = Math.round(performance.now());
}

/**
 * This build's snapshot when the browser keeps one: its two parts as promises of their bytes,
 * still being read when this returns (Pyodide's own start goes on meanwhile, see restore).
 */
async function readSnapshot() {
  if (!self.caches) {
    return null;
  }
  const cache = await caches.open(CACHE_NAME);
  const [memory, files] = await Promise.all([
    cache.match(keptUrl(KEPT.memory)),
    cache.match(keptUrl(KEPT.files)),
  ]);
  if (!memory || !files) {
    return null;
  }
  const bytes = (response) => response.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  const both = Promise.all([bytes(memory), bytes(files)]);
  both.then(() => step("read")).catch(() => undefined); // a failure is handled by restore
  const filesBytes = both.then(([, f]) => f);
  filesBytes.catch(() => undefined); // read only after Python is up; its failure shows there
  return { memory: both.then(([m]) => m), files: filesBytes };
}

/** Remember that this build's snapshot could not be made, so that no visit tries again. */
export async function noteFailure(why) {
  const cache = await caches.open(CACHE_NAME);
  await cache.put(keptUrl(KEPT.failed), new Response(why));
}

/** Whether this build's snapshot is already kept, or could not be made (then no retry). */
async function madeOrFailed() {
  const cache = await caches.open(CACHE_NAME);
  const found = await Promise.all([KEPT.memory, KEPT.failed].map((n) => cache.match(keptUrl(n))));
  return found.some(Boolean);
}

async function dropSnapshots(keep) {
  const cache = await caches.open(CACHE_NAME);
  for (const request of await cache.keys()) {
    if (!keep.includes(request.url)) {
      await cache.delete(request);
    }
  }
}

/** Pyodide's files below "/" (not the ones it makes itself at every start, nor `skipped`), as
 * one buffer. */
function packFiles(FS, skipped) {
  const index = [];
  const chunks = [];
  const walk = (folder) => {
    for (const name of FS.readdir(folder)) {
      if (name === "." || name === "..") {
        continue;
      }
      const path = folder === "/" ? `/${name}` : `${folder}/${name}`;
      if (NOT_KEPT.includes(path) || skipped.has(path)) {
        continue;
      }
      const mode = FS.lstat(path).mode;
      if (FS.isDir(mode)) {
        index.push([path, -1]);
        walk(path);
      } else if (FS.isFile(mode)) {
        const data = FS.readFile(path);
        index.push([path, data.length]);
        chunks.push(data);
      }
    }
  };
  walk("/");
  const head = new TextEncoder().encode(JSON.stringify(index));
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const packed = new Uint8Array(4 + head.length + size);
  new DataView(packed.buffer).setUint32(0, head.length, true);
  packed.set(head, 4);
  let at = 4 + head.length;
  for (const chunk of chunks) {
    packed.set(chunk, at);
    at += chunk.length;
  }
  return packed;
}

function unpackFiles(FS, packed) {
  const length = new DataView(packed.buffer, packed.byteOffset, 4).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(packed.subarray(4, 4 + length)));
  let at = 4 + length;
  for (const [path, size] of index) {
    if (size < 0) {
      FS.mkdirTree(path);
    } else {
      // The file keeps its part of the buffer (no copy); the buffer is this kernel's alone.
      FS.writeFile(path, packed.subarray(at, at + size), { canOwn: true });
      at += size;
    }
  }
}

/** Make the snapshot (in the second worker): Pyodide, the preloaded packages, the imports. */
export async function makeSnapshot({ indexURL, packages }) {
  const pyodide = await loadPlainPyodide({ indexURL, packages, _makeSnapshot: true });
  pyodide.runPython(WARM_IMPORTS);
  const skipped = new Set(JSON.parse(pyodide.runPython(NOT_READ_AGAIN)));
  pyodide.runPython("del _found");
  const files = packFiles(pyodide.FS, skipped);
  const loaded = pyodide.loadedPackages;
  const names = Object.keys(loaded);
  // Pyodide only snapshots a state whose record of loaded packages is empty; the restoring side
  // writes the record back (the names travel with the files).
  for (const name of names) {
    delete loaded[name];
  }
  const memory = pyodide.makeMemorySnapshot();
  const head = new TextEncoder().encode(JSON.stringify(names));
  const filesWithNames = new Uint8Array(4 + head.length + files.length);
  new DataView(filesWithNames.buffer).setUint32(0, head.length, true);
  filesWithNames.set(head, 4);
  filesWithNames.set(files, 4 + head.length);
  const cache = await caches.open(CACHE_NAME);
  const kept = [keptUrl(KEPT.memory), keptUrl(KEPT.files)];
  await cache.put(kept[1], new Response(filesWithNames));
  await cache.put(kept[0], new Response(memory)); // last: its presence means "complete"
  await dropSnapshots(kept);
  return { memoryBytes: memory.length, fileBytes: filesWithNames.length };
}

/**
 * Pyodide from the snapshot. Pyodide's start begins while the snapshot is still being read (about
 * 0.4 s for its 100 MB): it fetches its lock file and its wasm, and pyodide.asm.mjs loads, all
 * meanwhile; it waits for the snapshot's memory only to make its module.
 */
async function restore(snapshot, options) {
  const loaded = import("./pyodide.asm.mjs");
  // Pyodide sizes the memory from the snapshot, but this build's wasm keeps its own initial
  // size; grow it first, before the snapshot is copied in.
  const createPyodideModule = async (settings) => {
    const [{ default: createModule }, memory] = await Promise.all([loaded, snapshot.memory]);
    const header = new Uint32Array(memory.buffer, memory.byteOffset, 2);
    const heapBytes = memory.length - header[1];
    settings.preRun = [(module) => module._emscripten_resize_heap(heapBytes), ...settings.preRun];
    return createModule(settings);
  };
  const { packages: _preloaded, ...rest } = options;
  const pyodide = await loadPlainPyodide({
    ...rest,
    _loadSnapshot: snapshot.memory,
    createPyodideModule,
  });
  step("restored");
  const files = await snapshot.files;
  const length = new DataView(files.buffer, files.byteOffset, 4).getUint32(0, true);
  const names = JSON.parse(new TextDecoder().decode(files.subarray(4, 4 + length)));
  unpackFiles(pyodide.FS, files.subarray(4 + length));
  for (const name of names) {
    pyodide.loadedPackages[name] = "default channel";
  }
  // The snapshot's random state is the same for everyone: draw a fresh one, as a start does.
  pyodide.runPython("import importlib, random; importlib.invalidate_caches(); random.seed()");
  return pyodide;
}

function makeLater(options) {
  if (!self.caches || typeof Worker === "undefined") {
    return;
  }
  setTimeout(async () => {
    try {
      // Another kernel of this browser may have made it meanwhile.
      if (await madeOrFailed()) {
        return;
      }
      await dropSnapshots([]); // an older build's snapshot
    } catch {
      return;
    }
    const worker = new Worker(new URL("./pyodide-snapshot-worker.mjs", import.meta.url), {
      type: "module",
      name: "regelboek-snapshot",
    });
    worker.onmessage = ({ data }) => {
      self.regelboekSnapshotMade = data;
      worker.terminate();
    };
    worker.onerror = (event) => {
      self.regelboekSnapshotMade = { ok: false, error: String(event.message) };
      worker.terminate();
    };
    worker.postMessage({ indexURL: options.indexURL, packages: options.packages ?? [] });
  }, MAKE_AFTER_MS);
}

export async function loadPyodide(options = {}) {
  step("loader");
  let snapshot = null;
  try {
    snapshot = await readSnapshot();
    if (!snapshot) {
      step("read"); // none kept
    }
  } catch (error) {
    console.warn("regelboek: no snapshot could be read:", error);
  }
  if (snapshot) {
    try {
      const pyodide = await restore(snapshot, options);
      step("python");
      announce("snapshot");
      importKernelModules(pyodide);
      return pyodide;
    } catch (error) {
      console.warn("regelboek: the snapshot did not restore; starting Python afresh:", error);
      try {
        await dropSnapshots([]);
      } catch {
        // nothing kept to drop
      }
    }
  }
  const pyodide = await loadPlainPyodide(options);
  step("python");
  announce("fresh");
  makeLater(options);
  importKernelModules(pyodide);
  return pyodide;
}
