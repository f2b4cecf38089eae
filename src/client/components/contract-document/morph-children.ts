/**
 * A small DOM patch for the preview: node kinds are compared by number because the nodes belong
 * to the preview frame's window, whose `Element` is not this window's.
 */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Same tag and same attributes: only the children may differ. */
function sameShell(a: Element, b: Element): boolean {
  if (a.tagName !== b.tagName || a.attributes.length !== b.attributes.length) return false;
  for (const attribute of Array.from(a.attributes)) {
    if (b.getAttribute(attribute.name) !== attribute.value) return false;
  }
  return true;
}

/**
 * Makes `target`'s children equal to `source`'s, touching only what differs: the nodes before
 * and after the change stay as they are, so a keystroke re-parses and restyles the clause it
 * changed, not the whole contract. A change inside one element of the same tag and attributes
 * goes down into it; a text changes in place. `source` is left as it is (its nodes are cloned).
 */
export function morphChildren(target: Node, source: Node): void {
  const before = target.childNodes;
  const after = source.childNodes;
  let start = 0;
  while (start < before.length && start < after.length && before[start]?.isEqualNode(after[start] ?? null)) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1]?.isEqualNode(after[endAfter - 1] ?? null)) {
    endBefore -= 1;
    endAfter -= 1;
  }
  if (endBefore - start === 1 && endAfter - start === 1) {
    const old = before[start] as Node;
    const next = after[start] as Node;
    if (old.nodeType === TEXT_NODE && next.nodeType === TEXT_NODE) {
      old.nodeValue = next.nodeValue;
      return;
    }
    if (old.nodeType === ELEMENT_NODE && next.nodeType === ELEMENT_NODE && sameShell(old as Element, next as Element)) {
      morphChildren(old, next);
      return;
    }
  }
  const reference = before[endBefore] ?? null;
  for (let index = endBefore - 1; index >= start; index -= 1)
    before[index]?.parentNode?.removeChild(before[index] as Node);
  const owner = target.ownerDocument ?? (target as Document);
  const inserted = owner.createDocumentFragment();
  for (let index = start; index < endAfter; index += 1)
    inserted.appendChild(owner.importNode(after[index] as Node, true));
  target.insertBefore(inserted, reference);
}
