import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

// Lets the host place a component (such as the chat remote) inside another app's screen without that app
// importing it: the host registers it by name, the app renders <Slot name="…" />.
type SlotRegistry = Record<string, ComponentType<Record<string, unknown>>>;

const SlotContext = createContext<SlotRegistry>({});

export function SlotProvider({ slots, children }: { slots: SlotRegistry; children: ReactNode }) {
  return <SlotContext.Provider value={slots}>{children}</SlotContext.Provider>;
}

export function Slot({
  name,
  fallback = null,
  ...props
}: { name: string; fallback?: ReactNode } & Record<string, unknown>) {
  const Component = useContext(SlotContext)[name];
  return Component ? <Component {...props} /> : fallback;
}
