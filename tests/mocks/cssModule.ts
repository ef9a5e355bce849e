// CSS modules resolve to their class names, so tests can assert `toHaveClass('open')`.
const styles: Record<string, string> = new Proxy({}, {get: (_target, key) => String(key)});
export default styles;
