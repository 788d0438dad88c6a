/**
 * The About page's hero drawing: people, process and technology linked around one core,
 * the managed foundation-model service everything is built on. Decorative.
 */
export function MissionIllustration({ className }: { className?: string }) {
  const nodes = [
    { x: 200, y: 64, label: "People" },
    { x: 56, y: 284, label: "Process" },
    { x: 344, y: 284, label: "Technology" },
  ];
  return (
    <svg viewBox="0 0 400 350" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="mission-core" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="200" r="118" fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeWidth="1.5" />
      <circle cx="200" cy="200" r="84" fill="none" stroke="#22d3ee" strokeOpacity="0.25" strokeDasharray="4 8" strokeWidth="1.5" />
      {nodes.map((node) => (
        <line key={node.label} x1="200" y1="200" x2={node.x} y2={node.y} stroke="#818cf8" strokeOpacity="0.55" strokeWidth="2" />
      ))}
      <path d="M200 64 L344 284 L56 284 Z" fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="1.5" />
      <rect x="160" y="160" width="80" height="80" rx="20" fill="url(#mission-core)" />
      <path
        d="M182 214 200 182l18 32M188 203h24"
        fill="none"
        stroke="#0b1120"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {nodes.map((node) => (
        <g key={node.label}>
          <circle cx={node.x} cy={node.y} r="30" fill="#111a2e" stroke="#22d3ee" strokeWidth="2" />
          <circle cx={node.x} cy={node.y} r="8" fill="#67e8f9" />
          <text
            x={node.x}
            y={node.y + (node.y < 100 ? -42 : 52)}
            textAnchor="middle"
            fill="#cbd5e1"
            fontSize="15"
            fontWeight="600"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
          >
            {node.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
