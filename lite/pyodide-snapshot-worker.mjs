// The second worker of pyodide-snapshot.mjs: makes the snapshot that later visits start from,
// then ends. It runs a few seconds after the kernel's own start, beside it, once per build.
import { makeSnapshot, noteFailure } from "./pyodide-snapshot.mjs";

self.onmessage = async ({ data }) => {
  try {
    self.postMessage({ ok: true, ...(await makeSnapshot(data)) });
  } catch (error) {
    console.warn("regelboek: no snapshot was made:", error);
    await noteFailure(String(error));
    self.postMessage({ ok: false, error: String(error) });
  }
};
