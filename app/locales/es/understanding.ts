import type { Translation } from "../en";

const understanding: Translation["understanding"] = {};

export default understanding;
