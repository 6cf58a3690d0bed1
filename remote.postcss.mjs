// PostCSS for a remote: Tailwind, then every utility wrapped in
//   @scope ([data-remote="<name>"]) to ([data-remote]:not(:scope)) { … }
// Each app ships its own Tailwind build, so the same utility (say `.hidden`) appears in several sheets. Unscoped,
// whichever sheet loads last would override another app's responsive variants (`lg:flex`). Scoped, a remote's
// rules win only inside its own subtree (scope proximity), never on the shell's header, and a nested area (the
// chat inside the agent frame, or shell forms placed in a slot) is its own boundary (`:not(:scope)` keeps the root
// from being its own limit). Rules in @scope match the root's descendants, never the root itself, so portalled
// content is wrapped in a box-less element that carries the attribute (ui-kit's PortalScope).
import tailwind from '@tailwindcss/postcss';

function scopeRemote(name) {
  return {
    postcssPlugin: 'naija-scope-remote',
    OnceExit(root, { AtRule }) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params !== 'utilities' || !layer.nodes?.length) return;
        const scope = new AtRule({ name: 'scope', params: `([data-remote="${name}"]) to ([data-remote]:not(:scope))` });
        scope.append(layer.nodes);
        layer.append(scope);
      });
    },
  };
}
scopeRemote.postcss = true;

export function remotePostcssConfig(name) {
  return { plugins: [tailwind(), scopeRemote(name)] };
}
