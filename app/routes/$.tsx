// Any path no route claims: a real 404 status, rendered by the root error boundary in the shell.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
