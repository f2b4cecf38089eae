import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
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
  }, []);

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
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Zone de signature : dessinez votre signature au doigt ou à la souris"
        aria-describedby={describedBy}
        data-testid="signature-pad"
        className="h-40 w-full touch-none rounded-lg border border-input bg-white shadow-xs"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      <Button type="button" variant="ghost" size="sm" onClick={clear} className="justify-self-start">
        <Eraser aria-hidden="true" />
        Effacer
      </Button>
    </div>
  );
}
