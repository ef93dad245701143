/**
 * The inspector's styles, added to the page when it opens: a stylesheet the app imported would be
 * in the entry's CSS (build.mjs drops lazy chunks' CSS), on every first screen. Colours are the
 * console's theme tokens (app.css), so both themes follow the user's choice.
 *
 * Docked, the panel takes its room from the page instead of covering it: at the right on a wide
 * screen, at the bottom below 768 px (the console's narrow layout), with the page, the side
 * modal and its footer's buttons moved clear of it. Dialogs open above it.
 */
export const INSPECTOR_STYLES = `
html.inspector-docked #root {
  width: calc(100% - var(--inspector-size));
}
html.inspector-docked .side-modal,
html.inspector-docked .side-modal-overlay {
  right: var(--inspector-size);
}
.inspector {
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: var(--inspector-size);
  display: flex;
  flex-direction: column;
  background: var(--console-nav-bg);
  color: var(--console-text);
  border-left: 1px solid var(--console-border);
  font-size: 13px;
  box-sizing: border-box;
}
.inspector:focus {
  outline: none;
}
.inspector-resize {
  position: absolute;
  left: -4px;
  top: 0;
  bottom: 0;
  width: 8px;
  cursor: col-resize;
  background: transparent;
  border: 0;
  padding: 0;
  touch-action: none;
}
.inspector-resize:hover,
.inspector-resize:focus-visible {
  background: var(--console-accent);
  outline: none;
}
.inspector-header {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-bottom: 1px solid var(--console-border);
}
.inspector-header h2 {
  margin: 0;
  font-size: 15px;
  flex: 1;
}
.inspector-body {
  flex: 1;
  overflow: auto;
  padding: 0 12px 12px;
}
.inspector h3 {
  font-size: 13px;
  margin: 14px 0 6px;
}
.inspector-hint {
  color: var(--console-muted);
  margin: 4px 0;
}
.inspector-groups {
  display: grid;
  gap: 4px;
}
.inspector-group h4 {
  font-size: 12px;
  margin: 6px 0 2px;
  color: var(--console-muted);
  font-weight: 600;
}
.inspector-list {
  list-style: none;
  margin: 0;
  padding: 0;
}
.inspector-row {
  display: flex;
  width: 100%;
  gap: 8px;
  align-items: baseline;
  text-align: left;
  padding: 4px 8px;
  border: 1px solid transparent;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.inspector-row:hover {
  background: var(--console-code-bg);
}
.inspector-row:focus-visible {
  outline: 2px solid var(--console-accent);
  outline-offset: -2px;
}
.inspector-row[aria-pressed="true"] {
  border-color: var(--console-accent);
  background: var(--console-surface);
}
.inspector-row[data-stopped="true"] {
  color: var(--console-muted);
}
.inspector-row-name {
  flex: 1;
  overflow-wrap: anywhere;
}
.inspector-state {
  font-family: ui-monospace, monospace;
  font-size: 12px;
}
.inspector-chart-tools {
  display: flex;
  align-items: center;
  gap: 4px 12px;
  flex-wrap: wrap;
  margin-bottom: 4px;
}
.inspector-chart-tools .inspector-hint {
  flex: 1 1 12em;
  font-size: 12px;
}
/* a window on the chart (chart-view.ts): its own height, the chart moved and zoomed inside it */
.inspector-chart {
  margin: 0;
  height: clamp(200px, 45vh, 480px);
  border: 1px solid var(--console-border);
  border-radius: 6px;
  background: var(--console-surface);
  overflow: hidden;
  cursor: grab;
  /* a finger's drag moves the chart, not the panel */
  touch-action: none;
  user-select: none;
}
.inspector-chart:active {
  cursor: grabbing;
}
.inspector-chart:focus-visible {
  outline: 2px solid var(--console-accent);
}
.inspector-chart svg {
  display: block;
  width: 100%;
  height: 100%;
}
.inspector-chart-state rect {
  fill: var(--console-surface);
  stroke: var(--console-border);
  stroke-width: 1.5;
}
.inspector-chart-state[data-compound="true"] > rect {
  fill: var(--console-nav-bg);
}
.inspector-chart-state[data-active="true"] > rect {
  stroke: var(--console-accent);
  stroke-width: 3;
}
.inspector-chart-state[data-active="true"][data-compound="false"] > rect {
  fill: color-mix(in srgb, var(--console-accent) 18%, var(--console-surface));
}
.inspector-chart text {
  fill: var(--console-text);
  font-size: 13px;
}
.inspector-chart .inspector-chart-note {
  fill: var(--console-muted);
  font-size: 11px;
}
.inspector-chart-edge path {
  fill: none;
  stroke: var(--console-muted);
  stroke-width: 1.2;
}
.inspector-chart-edge text {
  font-size: 11px;
  fill: var(--console-muted);
}
.inspector-chart-edge rect {
  fill: var(--console-surface);
}
.inspector-chart-arrow {
  fill: var(--console-muted);
}
.inspector-alt {
  margin-top: 6px;
}
.inspector-alt ul {
  margin: 4px 0;
  padding-left: 18px;
  max-height: 12em;
  overflow: auto;
}
.inspector-log {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
}
.inspector-log li {
  border-bottom: 1px solid var(--console-border);
  padding-bottom: 4px;
}
.inspector-log .inspector-row {
  flex-wrap: wrap;
}
.inspector-time {
  color: var(--console-muted);
  font-variant-numeric: tabular-nums;
}
.inspector-rule {
  margin: 2px 8px;
  padding: 2px 6px;
  border-left: 3px solid var(--console-accent);
}
.inspector-rule[data-allowed="false"] {
  border-left-color: var(--console-error);
}
.inspector-log details {
  margin: 2px 8px;
}
.inspector-log pre {
  margin: 4px 0;
  padding: 6px;
  background: var(--console-code-bg);
  border-radius: 4px;
  overflow: auto;
  max-height: 16em;
  font-size: 12px;
}
@media (max-width: 767px) {
  html.inspector-docked #root {
    width: auto;
    height: calc(100% - var(--inspector-size));
    overflow: auto;
  }
  html.inspector-docked .main-layout {
    height: 100%;
  }
  html.inspector-docked .side-modal,
  html.inspector-docked .side-modal-overlay {
    right: 0;
    bottom: var(--inspector-size);
  }
  .inspector {
    top: auto;
    left: 0;
    width: auto;
    height: var(--inspector-size);
    border-left: 0;
    border-top: 1px solid var(--console-border);
  }
  /* the chart and its tools in view at once in the panel's height (less its header) */
  .inspector-chart {
    height: max(150px, calc(var(--inspector-size) - 110px));
  }
  .inspector-resize {
    left: 0;
    right: 0;
    top: -4px;
    bottom: auto;
    width: auto;
    height: 8px;
    cursor: row-resize;
  }
}
`
