import { scoreAndExplain } from './src/scoring/index.js';
for (const d of [
 { name: 'Kikärtor på burk', ingredients: 'Kikärtor 60 %, vatten, salt', country_of_origin: 'Italien', category: 'Baljväxter', size: 400, size_unit: 'g' },
 { name: 'Havredryck', ingredients: 'Havrebas (vatten, havre 10 %), rapsolja, kalciumkarbonat, salt, vitaminer (D2, riboflavin, B12)', country_of_origin: 'Sverige', category: 'Växtbaserade drycker', size: 1, size_unit: 'l' },
 { name: 'Wienerkorv', ingredients: 'Griskött 55 %, nötkött 20 %, vatten, potatismjöl, salt, kryddor, stabiliseringsmedel (E450), antioxidationsmedel (E301), konserveringsmedel (E250), fjälster av fårtarm', country_of_origin: 'Sverige', category: 'Korv', size: 300, size_unit: 'g' },
]) {
  const e = scoreAndExplain(d).explanation.climate;
  console.log(d.name, e.CO2e, JSON.stringify(e.stages.map(s=>[s.stage, s.kgCo2e])));
  for (const c of e.contributions) console.log('   ', c.kind, c.text.slice(0,50), '|', c.matched, c.sharePercent, c.factor, c.contribution, c.countedAs);
}
