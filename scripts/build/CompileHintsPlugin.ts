import { Compilation, sources, type Chunk, type Compiler } from 'webpack';

const NAME = 'CompileHintsPlugin';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of the file is compiled as
 * the file streams in, on a background thread, instead of one by one on the main thread the first
 * time each is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether every module of the chunk comes from node_modules. */
function onlyLibraries(compilation: Compilation, chunk: Chunk): boolean {
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
  return (
    modules.length > 0 &&
    modules.every((module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''))
  );
}

/**
 * Heads the entry's library chunks (React DOM and React Router; MUI, Emotion, Redux Toolkit) with
 * the compile hint: nearly all of their functions run while a page starts, so compiling them
 * lazily only moves that work onto a phone's main thread (measured in docs/performance.md). The
 * app's own entry chunk and the runtime are small, and every byte of the first load counts
 * against its budget; lazy chunks stay lazy, most of their code waiting for a visitor's action.
 *
 * It runs after the minifier (which drops comments) and before the source maps are written, so
 * the maps account for the added line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial() || !onlyLibraries(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
