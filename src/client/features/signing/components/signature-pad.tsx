import { Check, Eraser, Maximize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

type SignaturePadProps = {
  /** A PNG data URL of the drawing, or null when the pad is empty. */
  onChange: (image: string | null) => void;
  describedBy?: string;
};

/**
 * A canvas drawn with a finger, a pen or a mouse (pointer events), sized to its box and to
 * the screen's pixel ratio so the line stays sharp; touch-action none so drawing does not
 * scroll the page.
 */
export function SignaturePad({ onChange, describedBy }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);
  // On a phone the pad takes the whole screen while drawing: a signature needs room for the finger.
  const [full, setFull] = useState(false);
  const [empty, setEmpty] = useState(true);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is sized again when the pad goes full screen
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1e1b4b';
    // Resizing clears the canvas: the drawing starts again at the new size.
    hasInk.current = false;
    setEmpty(true);
    onChangeRef.current(null);
  }, [full]);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
    hasInk.current = true;
    setEmpty(false);
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (hasInk.current) onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    hasInk.current = false;
    setEmpty(true);
    onChange(null);
  };

  const box = full ? 'fixed inset-0 z-50 grid grid-rows-[1fr_auto] gap-2 bg-white p-3' : 'relative grid gap-2';

  return (
    <div className={box} data-testid="signature-pad-box">
      {empty ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-16 text-center font-serif text-2xl text-stone-300 italic"
        >
          Signez ici
        </span>
      ) : null}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Zone de signature : dessinez votre signature au doigt ou à la souris"
        aria-describedby={describedBy}
        data-testid="signature-pad"
        className={`${full ? 'h-full' : 'h-40'} w-full touch-none rounded-lg border border-input bg-white shadow-xs`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={clear}>
          <Eraser aria-hidden="true" />
          Effacer
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setFull(!full)} className="sm:hidden">
          {full ? <Check aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          {full ? 'Valider le tracé' : 'Signer en plein écran'}
        </Button>
      </div>
    </div>
  );
}
