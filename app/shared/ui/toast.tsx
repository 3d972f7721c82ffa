import { createContext, useCallback, useContext, useEffect, useState } from "react";

/** SPEC §9: toasts close by themselves after 1000 ms. */
export const TOAST_DURATION_MS = 1000;

type Toast = { id: number; message: string };
const ToastContext = createContext<(message: string) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string) => {
    setToasts((current) => [...current, { id: Date.now() + Math.random(), message }]);
  }, []);
  // One stable callback, so a toast's timer is not restarted when another toast comes or goes.
  const dismiss = useCallback((id: number) => setToasts((c) => c.filter((x) => x.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-(--z-popup) flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDone, toast.id]);
  return (
    <p
      data-testid="toast"
      className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-page shadow-lg"
    >
      {toast.message}
    </p>
  );
}
