/**
 * Paints the scratch card's silver surface on its canvas, at the screen's pixel density: a brushed
 * metal gradient with diagonal sheen, a scatter of glints, a coin and the hint ("Scratch here").
 * Without a 2D context (a test DOM) it does nothing.
 */
export function paintScratchSurface(canvas: HTMLCanvasElement, hint: string): void {
  const ratio = Math.min(2, canvas.ownerDocument.defaultView?.devicePixelRatio || 1);
  const width = Math.max(1, canvas.clientWidth);
  const height = Math.max(1, canvas.clientHeight);
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.scale(ratio, ratio);
  const metal = context.createLinearGradient(0, 0, width, height);
  metal.addColorStop(0, '#c9ced6');
  metal.addColorStop(0.35, '#eef1f5');
  metal.addColorStop(0.55, '#b3bac5');
  metal.addColorStop(1, '#dfe3e9');
  context.fillStyle = metal;
  context.fillRect(0, 0, width, height);
  // Brushed lines and sheen bands.
  context.globalAlpha = 0.12;
  context.strokeStyle = '#fff';
  for (let x = -height; x < width; x += 7) {
    context.beginPath();
    context.moveTo(x, height);
    context.lineTo(x + height, 0);
    context.stroke();
  }
  // Glints, placed the same way every time (no randomness: the card looks the same in every shot).
  context.globalAlpha = 0.9;
  context.fillStyle = '#fff';
  for (let index = 0; index < 40; index++) {
    const x = (index * 97) % width;
    const y = (index * 53) % height;
    context.beginPath();
    context.arc(x, y, index % 3 === 0 ? 1.6 : 0.9, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
  // The coin and the hint.
  const middle = height / 2;
  const size = Math.min(22, Math.max(16, width / 16));
  context.font = `700 ${size}px system-ui, sans-serif`;
  const textWidth = context.measureText(hint).width;
  const coinX = (width - (size * 1.4 + 10 + textWidth)) / 2 + size * 0.7;
  context.fillStyle = '#e0a526';
  context.beginPath();
  context.arc(coinX, middle, size * 0.7, 0, Math.PI * 2);
  context.fill();
  context.strokeStyle = '#b07d12';
  context.lineWidth = 2;
  context.stroke();
  context.fillStyle = '#fff6d6';
  context.font = `800 ${size * 0.8}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('★', coinX, middle + 1);
  context.font = `700 ${size}px system-ui, sans-serif`;
  context.fillStyle = '#4a5063';
  context.textAlign = 'left';
  context.fillText(hint, coinX + size * 0.7 + 10, middle + 1);
}
