// regelboek-early-kernel: the kernel of the chapter being opened starts with the page.
//
// JupyterLite starts a notebook's kernel only once the notebook has been fetched and its panel
// made, after JupyterLab itself has started: on a returning visit about two seconds in which
// the kernel's web worker has not even begun. This plugin reads the chapter from the page's
// address (lab/index.html?path=20-....ipynb) as soon as JupyterLab activates its plugins and
// starts a session for that path at once. The notebook, opened a moment later by JupyterLite,
// finds the session by its path and connects to the kernel that is already starting (JupyterLab's
// SessionContext connects to a running session of its path instead of starting one).
//
// A second plugin connects that chapter to the kernel and puts it in front as soon as it is
// shown (see bringToFront): on a returning visit JupyterLab restores the tabs of the last one,
// and JupyterLite makes the chapter of the address the current tab only once the restored
// workspace has been saved again.
//
// A third plugin keeps the reader's place (see keepTheReadersPlace): JupyterLab's notebook
// attaches the cells below the view while the browser is idle, and a scroll to a cell not yet
// attached waits for it; "Run All" scrolls to the last cell, so on a quick start the page could
// jump to the end a second later, under the reader's click.
//
// This file is the whole extension, written by hand as the module federation container that
// JupyterLab's loader expects of a prebuilt ("federated") extension: a global
// _JUPYTERLAB[name] with init(shareScope) and get(module). It needs no bundler; the shared
// JupyterLab and JupyterLite modules come from the page through the share scope.
// tools/build_lite.py copies it into the site as extensions/regelboek-early-kernel/ with its
// content hash in the file name; lite/early-kernel/package.json is its package file.
"use strict";

var _JUPYTERLAB = _JUPYTERLAB || {};

(function () {
  const NAME = "regelboek-early-kernel";
  const PLUGIN_ID = `${NAME}:plugin`;
  const PYODIDE_KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel";
  // The pages that open ?path= in a notebook panel (JupyterLite's opener sends "tree" on to
  // "notebooks" and opens "edit" and "consoles" otherwise); see pathToStart.
  const OTHER_PAGES = ["tree", "edit", "consoles"];
  let shareScope = null;

  /** The newest version of a module the page shares (JupyterLab's core is shared once). */
  async function shared(name) {
    const versions = shareScope && shareScope[name];
    const found = versions ? Object.keys(versions) : [];
    if (found.length === 0) {
      throw new Error(`${NAME}: this page shares no ${name}`);
    }
    const parts = (version) => version.split(/[.+-]/).map((part) => Number(part) || 0);
    const newer = (a, b) => {
      const [x, y] = [parts(a), parts(b)];
      for (let i = 0; i < Math.max(x.length, y.length); i++) {
        if ((x[i] ?? 0) !== (y[i] ?? 0)) {
          return (x[i] ?? 0) > (y[i] ?? 0) ? a : b;
        }
      }
      return a;
    };
    const entry = versions[found.reduce(newer)];
    entry.loaded = 1; // as webpack's own consumers mark a shared module in use
    const factory = await entry.get();
    return factory();
  }

  /** Moments of the early start, read by tests/browser/test_lite.py (performance marks). */
  function mark(name) {
    performance.mark(`${NAME}:${name}`);
  }

  /** The notebook this page will open, when it opens one in a notebook panel. */
  function pathToStart(PageConfig) {
    const page = PageConfig.getOption("notebookPage");
    if (OTHER_PAGES.includes(page)) {
      return null;
    }
    const paths = new URLSearchParams(window.location.search).getAll("path");
    if (paths.length === 0) {
      return null;
    }
    const path = decodeURIComponent(paths[0]);
    return path.endsWith(".ipynb") && !path.includes(":") ? path : null;
  }

  function makePlugin(coreutils, apputils) {
    return {
      id: PLUGIN_ID,
      description: "Starts the kernel of the notebook in the page's address with the page.",
      autoStart: true,
      optional: [apputils.IServiceWorkerManager],
      activate: async (app, serviceWorkers) => {
        const path = pathToStart(coreutils.PageConfig);
        if (path === null) {
          return;
        }
        mark("activated");
        // The kernel's options are read when it is made (the files of the reader's drive are
        // mounted only once the service worker is known), so wait as the notebook would.
        if (serviceWorkers) {
          await serviceWorkers.ready.catch(() => undefined);
        }
        // Registers the "python" kernel (Pyodide); activating it twice does nothing.
        await app.activatePlugin(PYODIDE_KERNEL_PLUGIN);
        const name = coreutils.PageConfig.getOption("defaultKernelName") || "python";
        // JupyterLite opens the notebook once every plugin has activated (app.started), so a
        // session made before this activation ends is there when the notebook looks for one.
        // Making it takes the kernel's start up to its web worker, not Python's start.
        // JupyterLab connects to every session it makes; this connection is let go at once
        // (the session and its kernel stay). It never handles comms: a connection that does
        // answers the widgets' comm_open, for which it has no target, by closing the comm.
        const session = await app.serviceManager.sessions.startNew(
          { path, name: path, type: "notebook", kernel: { name } },
          { kernelConnectionOptions: { handleComms: false } },
        );
        mark("session");
        session.dispose();
        // A path with no notebook behind it opens nothing: stop its kernel again.
        app.serviceManager.contents.get(path, { content: false }).catch(() => {
          void app.serviceManager.sessions.shutdown(session.id).catch(() => undefined);
        });
      },
    };
  }

  /**
   * The chapter's notebook connected to its kernel at once. JupyterLab connects a document to
   * its kernel only once the document has been read and its checkpoints listed; JupyterLite
   * lists them from the browser's IndexedDB, and with the page's main thread busy drawing the
   * cells that answer came 0.3 to 0.5 s later, after Python was ready (tests/browser/
   * test_lite.py: the kernel idle at 2.0-2.3 s on a returning visit, Python ready at 1.5-1.8 s).
   * SessionContext.initialize() may be called early, and only once does anything: it finds the
   * session this extension started for the path and connects to it, as it would a moment later.
   */
  function connectAtOnce(widget) {
    void widget.context?.sessionContext?.initialize().catch(() => undefined);
  }

  /**
   * The chapter of the address in front (the lab's current tab, with the keyboard in it) as
   * soon as it is shown. On a returning visit JupyterLab's restore activates the chapter's tab
   * while it is still hidden, so the focus does not take and no tab is current. JupyterLite's
   * router opens or reveals it only after the command that loads the workspace has returned, and that command waits for the restored workspace to be
   * saved again (JupyterLab saves it 0.75 s after its last change): on a returning visit the
   * chapter, restored as a tab, was shown at 1.5 s but in front only at 2.6 s, a second in which
   * the Run menu's "Run All Cells" was disabled and keys went nowhere (tests/browser/
   * test_lite.py saw the first widget 0.5 s later on such visits). Here the chapter is opened
   * (when the workspace did not restore it) once the workspace is restored, and made the current
   * tab once it is shown; the router's later reveal then finds it open and in front.
   */
  function bringToFront(app, path) {
    const inMain = () => [...app.shell.widgets("main")].find((w) => w.context?.path === path);
    const toFront = async (widget) => {
      await widget.revealed;
      if (app.shell.currentWidget !== widget && !widget.isDisposed) {
        app.shell.activateById(widget.id);
        mark("in-front");
      }
    };
    return app.restored.then(async () => {
      const widget =
        inMain() ?? (await app.commands.execute("docmanager:open", { path, factory: "Notebook" }));
      if (widget) {
        connectAtOnce(widget);
        await toFront(widget);
      }
    });
  }

  function makeFrontPlugin(coreutils) {
    return {
      id: `${NAME}:in-front`,
      description: "The notebook in the page's address connects at once and is in front once shown.",
      autoStart: true,
      activate: (app) => {
        const path = pathToStart(coreutils.PageConfig);
        // Only the lab restores a workspace of tabs; JupyterLite's notebook page opens one.
        if (path === null || !coreutils.PageConfig.getOption("appUrl").endsWith("/lab")) {
          return;
        }
        void bringToFront(app, path).catch((error) => {
          console.warn(`${NAME}: the chapter was not put in front:`, error);
        });
      },
    };
  }

  /** The reader's own hand on the page: a press, the wheel, a touch, a key. */
  const READER_INPUT = ["pointerdown", "wheel", "touchstart", "keydown"];

  /**
   * Drop the notebook's scroll that still waits for its cell to be attached. JupyterLab's
   * windowed list (4.5, pinned by lite/requirements-lite.txt) keeps such a scroll as
   * _isScrolling while _pendingItemWaits counts the waits; once the cell is there it scrolls
   * only if _isScrolling is still that scroll. Without these fields nothing is done.
   */
  function dropWaitingScroll(notebook) {
    const waiting = notebook._isScrolling;
    if (!waiting || !(notebook._pendingItemWaits > 0) || typeof waiting.reject !== "function") {
      return false;
    }
    notebook._isScrolling = null;
    notebook._scrollToItem = null;
    waiting.reject(new Error(`${NAME}: the reader moved on`)); // its waiters catch this
    return true;
  }

  /**
   * The notebook's cells below the view are attached while the browser is idle, and a scroll
   * to a cell not yet attached waits for it (up to ten seconds) and then jumps there, wherever
   * the reader is by then. "Run All" scrolls to the last cell: when the kernel is quick (a
   * returning visit, Python from the snapshot) the cells have run before the last one is
   * attached, the reader scrolls back to a widget and presses a button, and the page jumped to
   * the end between the press and the release, so the click was lost (tests/browser/
   * test_lite.py saw "verder" ignored). Once the reader acts, a scroll still waiting is dropped.
   */
  function keepTheReadersPlace(app) {
    const onInput = (event) => {
      const notebook = app.shell.currentWidget?.content;
      if (notebook?.node?.contains(event.target) && dropWaitingScroll(notebook)) {
        mark("scroll-dropped");
      }
    };
    for (const type of READER_INPUT) {
      document.addEventListener(type, onInput, { capture: true, passive: true });
    }
  }

  const readersPlace = {
    id: `${NAME}:readers-place`,
    description: "A scroll of the notebook that still waits for its cell stops when the reader acts.",
    autoStart: true,
    activate: (app) => keepTheReadersPlace(app),
  };

  _JUPYTERLAB[NAME] = {
    init(scope) {
      shareScope = scope;
    },
    async get(module) {
      if (module !== "./extension" && module !== "./index") {
        throw new Error(`${NAME}: no module ${module}`);
      }
      const [coreutils, apputils] = await Promise.all([
        shared("@jupyterlab/coreutils"),
        shared("@jupyterlite/apputils"),
      ]);
      const plugin = makePlugin(coreutils, apputils);
      const front = makeFrontPlugin(coreutils);
      return () => ({ __esModule: true, default: [plugin, front, readersPlace] });
    },
  };
})();
